import type { AnyRouter } from '@trpc/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from '../trpc/context';
import { createCallerFactory } from '../trpc/init';
import type { RestRoute } from './table';

export interface RestPluginOptions {
  router: AnyRouter;
  routes: RestRoute[];
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<Context>;
}

type Callable = (input: unknown) => Promise<unknown>;

function procedureCaller(caller: unknown, path: string): Callable {
  const target = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return target as Callable;
}

function defaultInput(route: RestRoute, request: FastifyRequest): unknown {
  const params = (request.params ?? {}) as Record<string, string>;
  const source = route.method === 'GET' || route.method === 'DELETE' ? request.query : request.body;
  if (Object.keys(params).length === 0) return source ?? undefined;
  return { ...(source && typeof source === 'object' ? source : {}), ...params };
}

/**
 * The documented /api/* paths as a thin table over the tRPC procedures: map the request to the
 * procedure's input, call it with the same context tRPC would build, send its output.
 */
export const restPlugin: FastifyPluginAsync<RestPluginOptions> = async (app, options) => {
  const createCaller = createCallerFactory(options.router);
  const procedures = options.router._def.procedures as Record<string, unknown>;

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
        return route.send ? route.send(output as never, reply) : output;
      },
    });
  }
};
