import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { AppRouter } from '../routers';
import type { Context } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';
import { inputInQuery, type ProcedureOutput, type ProcedurePath, type RestRoute } from './route';

export interface RestPluginOptions {
  router: AppRouter;
  routes: RestRoute[];
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<Context>;
}

/** A procedure as the REST layer calls it: the request's input is checked by the procedure itself. */
type Callable = (input: unknown) => Promise<ProcedureOutput<ProcedurePath>>;

/**
 * The caller's function at a dotted path. The one cast here: TypeScript cannot follow a path
 * chosen at runtime, and the input is deliberately unchecked until the procedure's schema parses it.
 */
function procedureCaller(caller: object, path: ProcedurePath): Callable {
  const [domain, name] = path.split('.') as [string, string];
  const procedures = (caller as Record<string, Record<string, Callable>>)[domain];
  return procedures?.[name] as Callable;
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
  const createCaller = createCallerFactory(options.router);
  const procedures: Record<string, unknown> = options.router._def.procedures;

  for (const route of options.routes) {
    if (!procedures[route.procedure])
      throw new Error(`REST route ${route.path} names unknown procedure ${route.procedure}`);
    app.route({
      method: route.method,
      url: route.path,
      handler: async (request, reply) => {
        const context = await options.createContext(request, reply);
        const call = procedureCaller(createCaller(context), route.procedure);
        const input = route.input ? route.input(request) : defaultInput(route, request);
        const output = await call(input);
        reply.status(route.status ?? 200);
        return route.send ? route.send(output, reply) : output;
      },
    });
  }
};
