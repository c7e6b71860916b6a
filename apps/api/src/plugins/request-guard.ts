import { ERROR_MESSAGES } from '@talanta/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const GUARDED_PREFIXES = ['/api/', '/trpc/'];

export interface RequestGuardOptions {
  /** Origins besides the app's own that may make state-changing requests. */
  allowedOrigins: string[];
  /** Paths that accept multipart uploads instead of JSON. */
  uploadPaths: string[];
}

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

function isJson(contentType: string | undefined): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
}

/**
 * CSRF defence for /api and /trpc alike. A state-changing request from a browser must come from
 * the app's own origin (or an allowed one), and must carry JSON: a cross-site form post
 * (urlencoded, multipart or text/plain, which need no preflight) is refused. Callers that send
 * neither Origin nor Sec-Fetch-Site are not browsers and are judged by their session alone.
 */
export function registerRequestGuard(app: FastifyInstance, options: RequestGuardOptions) {
  const allowed = new Set(options.allowedOrigins);

  app.addHook('onRequest', async (request, reply) => {
    if (!GUARDED_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return;
    reply.header('Cache-Control', 'no-store');
    if (SAFE_METHODS.has(request.method)) return;

    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const crossSite = origin
      ? origin !== ownOrigin(request) && !allowed.has(origin)
      : fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
    if (crossSite) {
      return reply.status(403).send({ message: ERROR_MESSAGES.badOrigin, code: 'FORBIDDEN' });
    }

    const path = request.url.split('?')[0] ?? '';
    if (hasBody(request) && !isJson(request.headers['content-type']) && !options.uploadPaths.includes(path)) {
      return reply
        .status(415)
        .send({ message: ERROR_MESSAGES.unsupportedMediaType, code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });
}
