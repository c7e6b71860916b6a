import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from '../metrics/metrics';
import { bearerCredential } from './bearer-auth';
import { isLocalClient } from './local-client';
import { sendUnknownPath } from './unknown-path';

export const METRICS_PATH = '/metrics';

/** The tRPC adapter's one route; its `path` parameter names the procedure (or a batch of them). */
const TRPC_ROUTE = '/trpc/:path';

export interface MetricsOptions {
  metrics: Metrics;
  /** METRICS_TOKEN; null: loopback peers only. */
  token: string | null;
  /** Every procedure path of the router: any other name is labelled `(unknown)`. */
  procedures: readonly string[];
  /** The app's public origin: a loopback peer must name it or a loopback host in its Host header. */
  publicOrigin: string;
}

/**
 * Times every request and serves the registry at /metrics. Only a direct loopback peer (its
 * socket address, not request.ip, which TRUST_PROXY lets a client choose) naming this server, or
 * a holder of METRICS_TOKEN (whatever Host it scrapes by: no page can send the token) may read it;
 * anybody else gets the answer of an unknown path (not the web app's page), so it is not advertised.
 */
export function registerMetrics(
  app: FastifyInstance,
  { metrics, token, procedures, publicOrigin }: MetricsOptions,
) {
  const known = new Set(procedures);
  const tokenHash = token ? sha256(token) : null;

  app.addHook('onResponse', async (request, reply) => {
    const method = request.method;
    const status = String(reply.statusCode);
    // A stream's duration is how long the browser stayed, not how fast the server answered.
    const streamed = String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream');
    const seconds = streamed ? null : reply.elapsedTime / 1000;
    for (const route of routesOf(request, known)) metrics.observeRequest({ method, route, status }, seconds);
  });

  app.get(METRICS_PATH, async (request, reply) => {
    if (!isLocalClient(request, publicOrigin) && !hasToken(bearerCredential(request), tokenHash)) {
      return sendUnknownPath(request, reply);
    }
    const body = await metrics.registry.metrics();
    return reply
      .header('Content-Type', metrics.registry.contentType)
      .header('Cache-Control', 'no-store')
      .send(body);
  });
}

/**
 * The label(s) of a request: its route pattern (`/api/jobs/:id`), `(unmatched)` for a path no
 * route has, and for tRPC one label per procedure call: a batch `/trpc/a.b,c.d` counts as
 * `/trpc/a.b` and `/trpc/c.d`, each with the batch's status and duration.
 */
function routesOf(request: FastifyRequest, known: ReadonlySet<string>): string[] {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return ['(unmatched)'];
  if (pattern !== TRPC_ROUTE) return [pattern];
  const path = (request.params as { path?: string }).path ?? '';
  return path.split(',').map((name) => `/trpc/${known.has(name) ? name : '(unknown)'}`);
}

function hasToken(presented: string | undefined, tokenHash: Buffer | null): boolean {
  if (!tokenHash || !presented) return false;
  // Hashing first gives equal lengths, so the comparison takes the same time whatever was sent.
  return timingSafeEqual(sha256(presented), tokenHash);
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}
