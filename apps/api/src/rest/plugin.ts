import type { AnyTRPCProcedure } from '@trpc/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppRouter } from '../routers';
import type { Context } from '../trpc/context';
import { inputInQuery, type ProcedureOutput, type ProcedurePath, type RestRoute } from './route';

export interface RestPluginOptions {
  router: AppRouter;
  routes: RestRoute[];
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<Context>;
}

function defaultInput(route: RestRoute, request: FastifyRequest): unknown {
  const params = (request.params ?? {}) as Record<string, string>;
  const source = inputInQuery(route) ? request.query : request.body;
  if (Object.keys(params).length === 0) return source ?? undefined;
  return { ...(source && typeof source === 'object' ? source : {}), ...params };
}

/**
 * The documented /api/* paths as a thin table over the tRPC procedures: map the request to the
 * procedure's input, call it with the same context tRPC would build, send its output.
 */
export const restPlugin: FastifyPluginAsync<RestPluginOptions> = async (app, options) => {
  // At run time a flat map from dotted path to procedure; typed as the nested router record.
  const procedures = options.router._def.procedures as unknown as Record<
    string,
    AnyTRPCProcedure | undefined
  >;

  for (const route of options.routes) {
    const procedure = procedures[route.procedure];
    if (!procedure) throw new Error(`REST route ${route.path} names unknown procedure ${route.procedure}`);
    app.route({
      method: route.method,
      url: route.path,
      handler: async (request, reply) => {
        const context = await options.createContext(request, reply);
        const input = route.input ? route.input(request) : defaultInput(route, request);
        // Called as tRPC's own HTTP handler calls it: the procedure runs its middlewares and parses
        // the input. A server-side caller built per request (tRPC's createCaller, a proxy) cost
        // about 6% of a cheap read's throughput (docs/performance.md). The call's options are
        // tRPC's internal shape (11.19.0, pinned in STACK.md); the REST walks call every row.
        const output = (await procedure({
          ctx: context,
          getRawInput: async () => input,
          path: route.procedure,
          type: procedure._def.type,
          signal: undefined,
          batchIndex: 0,
        })) as ProcedureOutput<ProcedurePath>;
        reply.status(route.status ?? 200);
        return route.send ? route.send(output, reply) : output;
      },
    });
  }
};
