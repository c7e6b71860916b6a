import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers on every response, its middleware built once at start. @fastify/helmet
 * built a new one (options checked, the CSP string joined) on every request: about 7% of the
 * server's CPU on a cheap read under load (docs/performance.md). No route has options of its own.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const setHeaders = helmet(options);
  // helmet throws rather than passing errors on (since 8.1), and only for bad options, at start.
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, () => done());
  });
}
