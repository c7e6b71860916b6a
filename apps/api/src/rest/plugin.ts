import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { readUploadedFile } from '../plugins/read-upload';
import type { AppRouter } from '../routers';
import { procedureCallerFactory } from '../trpc/caller';
import type { Context } from '../trpc/context';
import { answerIdempotently } from './idempotency';
import {
  idempotencyOf,
  inputInQuery,
  type ProcedureOutput,
  type ProcedurePath,
  type RestRoute,
} from './route';

export interface RestPluginOptions {
  router: AppRouter;
  routes: RestRoute[];
  createContext: (request: FastifyRequest, reply: FastifyReply) => Promise<Context>;
}

function defaultInput(route: RestRoute, request: FastifyRequest): unknown {
  const params = (request.params ?? {}) as Record<string, string>;
  if (route.upload) {
    const rule = route.upload;
    return { ...params, readFile: () => readUploadedFile(request, rule) };
  }
  const source = inputInQuery(route) ? request.query : request.body;
  if (Object.keys(params).length === 0) return source ?? undefined;
  return { ...(source && typeof source === 'object' ? source : {}), ...params };
}

/**
 * The documented /api/* paths as a thin table over the tRPC procedures: map the request to the
 * procedure's input, call it with the same context tRPC would build, send its output. A creating
 * row runs under its Idempotency-Key, when the request sends one (rest/idempotency.ts).
 */
export const restPlugin: FastifyPluginAsync<RestPluginOptions> = async (app, options) => {
  // A row's procedure is a typed path (ProcedurePath): a name the router lacks fails the typecheck.
  const callerFor = procedureCallerFactory(options.router);
  const addRow = (scope: FastifyInstance, route: RestRoute) => {
    const stored = idempotencyOf(route) === 'stored';
    return scope.route({
      method: route.method,
      url: route.path,
      handler: async (request, reply) => {
        const context = await options.createContext(request, reply);
        const call = callerFor(context);
        const answer = async () => {
          const input = route.input ? route.input(request) : defaultInput(route, request);
          const output = (await call(route.procedure, input)) as ProcedureOutput<ProcedurePath>;
          reply.status(route.status ?? 200);
          return route.send ? route.send(output, reply) : output;
        };
        return stored ? answerIdempotently(request, reply, context, answer) : answer();
      },
    });
  };
  const uploads = options.routes.filter((route) => route.upload);
  for (const route of options.routes) if (!route.upload) addRow(app, route);
  if (uploads.length === 0) return;
  // Multipart is parsed only on the upload rows: an encapsulated scope of their own.
  await app.register(async (scope) => {
    const largest = Math.max(...uploads.map((route) => route.upload?.maxBytes ?? 0));
    await scope.register(fastifyMultipart, {
      limits: { fileSize: largest, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    for (const route of uploads) addRow(scope, route);
  });
};
