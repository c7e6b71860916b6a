import {
  API_VERSION_MESSAGES,
  apiVersionOf,
  DEPRECATED_API_VERSIONS,
  ERROR_MESSAGES,
  type TApiVersion,
} from '@talanta/schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerCredential } from './bearer-auth';
import { isLoopbackHost } from './local-client';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const API_PREFIXES = ['/api/', '/trpc/'];

export interface RequestGuardOptions {
  /** Origins besides the app's own that may make state-changing requests. */
  allowedOrigins: string[];
  /** Routes (as registered, e.g. '/api/uploads/avatar') whose POST takes multipart uploads instead of JSON. */
  uploadPaths: string[];
  /**
   * Routes (as registered) whose POST may carry a form body: the RFC 8058 one-click unsubscribe,
   * which mail providers post as `List-Unsubscribe=One-Click` with no Origin. Its token is its only
   * credential (no cookie is read), so a form post there cannot act for a signed-in browser.
   */
  oneClickPaths: string[];
  /** Session cookie names: a bearer request without one carries no ambient credential. */
  sessionCookies: string[];
  /** Outside production: a page served from a loopback name (any port) is the app's own. */
  loopbackIsOwn: boolean;
}

/**
 * The request's own origin when its Host names this server by a loopback name, else null. Any
 * other Host is a name someone chose (a page rebound to 127.0.0.1 sends its own): only the
 * allowed origins (PUBLIC_URL, ALLOWED_ORIGINS) count then.
 */
function loopbackOrigin(request: FastifyRequest): string | null {
  return isLoopbackHost(request.host) ? `${request.protocol}://${request.host}` : null;
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

function isJson(contentType: string | undefined): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
}

/** The path as the router reads it: percent-decoded, repeated slashes folded, lower-cased. */
function normalizedPath(url: string): string {
  const raw = url.split('?')[0] ?? '';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // An invalid encoding routes nowhere; judge the raw text.
  }
  return decoded.replace(/\/{2,}/g, '/').toLowerCase();
}

/** Whether the request is for /api or /trpc, by the route it matched or else by its decoded path. */
function isApiRequest(request: FastifyRequest): boolean {
  const path = request.routeOptions.url ?? normalizedPath(request.url);
  return API_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
}

function isCrossSite(request: FastifyRequest, allowed: ReadonlySet<string>, loopbackIsOwn: boolean): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    return !allowed.has(origin) && (!loopbackIsOwn || origin !== loopbackOrigin(request));
  }
  const fetchSite = request.headers['sec-fetch-site'];
  return fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
}

/** A bearer token is never sent by a browser on its own, so a foreign page cannot ride on it. */
function isBearerOnly(request: FastifyRequest, sessionCookies: readonly string[]): boolean {
  return (
    bearerCredential(request) !== undefined &&
    sessionCookies.every((name) => request.cookies[name] === undefined)
  );
}

/**
 * CSRF defence for every state-changing request, whatever its path or spelling: it is decided by
 * the method (and, for the upload exception, by the route matched), never by the raw URL, which the
 * router decodes (`/%61pi/...` is `/api/...`). A browser's request must come from an allowed origin
 * (PUBLIC_URL, ALLOWED_ORIGINS) or, outside production, from the loopback origin it addressed;
 * callers sending neither Origin nor Sec-Fetch-Site are not browsers and
 * are judged by their session alone, and requests with an API token and no session cookie by their
 * token alone (plugins/bearer-auth.ts; a token and a cookie together are refused there). Bodies must be JSON: a cross-site form post (urlencoded,
 * multipart or text/plain, which need no preflight) is refused before any procedure runs.
 */
export function registerRequestGuard(app: FastifyInstance, options: RequestGuardOptions) {
  const allowed = new Set(options.allowedOrigins);
  const uploadRoutes = new Set(options.uploadPaths);
  const oneClickRoutes = new Set(options.oneClickPaths);

  app.addHook('onRequest', async (request, reply) => {
    if (isApiRequest(request)) {
      reply.header('Cache-Control', 'no-store');
      const version = apiVersionOf(request.headers['talanta-version']);
      if (version === null)
        return reply.status(400).send({ message: API_VERSION_MESSAGES.unknown, code: 'BAD_REQUEST' });
      announceDeprecation(version, reply);
    }
    if (SAFE_METHODS.has(request.method)) return;

    const crossSite = isCrossSite(request, allowed, options.loopbackIsOwn);
    if (crossSite && !isBearerOnly(request, options.sessionCookies)) {
      return reply.status(403).send({ message: ERROR_MESSAGES.badOrigin, code: 'FORBIDDEN' });
    }

    const contentType = request.headers['content-type'];
    const declaresOtherType = contentType !== undefined && !isJson(contentType);
    // An upload route takes multipart and nothing else that is not JSON.
    const isUpload =
      request.method === 'POST' &&
      uploadRoutes.has(request.routeOptions.url ?? '') &&
      contentType?.split(';')[0]?.trim().toLowerCase() === 'multipart/form-data';
    const isOneClick =
      request.method === 'POST' &&
      oneClickRoutes.has(request.routeOptions.url ?? '') &&
      contentType?.split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';
    if ((declaresOtherType || (contentType === undefined && hasBody(request))) && !isUpload && !isOneClick) {
      return reply
        .status(415)
        .send({ message: ERROR_MESSAGES.unsupportedMediaType, code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });
}

/**
 * A request pinned to a version that is going away is told so on every answer (RFC 9745's
 * Deprecation, RFC 8594's Sunset, and a link to what changed), so a caller's logs show it long
 * before the version stops being answered.
 */
function announceDeprecation(version: TApiVersion, reply: FastifyReply): void {
  const deprecated = DEPRECATED_API_VERSIONS[version];
  if (!deprecated) return;
  reply.header('Deprecation', `@${Date.parse(deprecated.deprecatedOn) / 1000}`);
  reply.header('Sunset', new Date(deprecated.sunsetOn).toUTCString());
  reply.header('Link', '</api/docs>; rel="deprecation"; type="text/html"');
}
