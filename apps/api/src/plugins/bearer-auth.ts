import { type Database, isDatabaseUnavailableError, type Kysely } from '@talanta/db';
import { API_TOKEN_MESSAGES, canWrite } from '@talanta/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ApiTokenRecord, validateApiToken } from '../auth/api-token';

/** What a request's `Authorization: Bearer` header came to; the context turns it into a user or an error. */
export type BearerAuth =
  | { kind: 'none' }
  | { kind: 'token'; token: ApiTokenRecord }
  | { kind: 'refused'; code: 'UNAUTHORIZED' | 'BAD_REQUEST'; message: string }
  /** The database could not be reached, for the token or earlier in this request: the context answers 503. */
  | { kind: 'unavailable' };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on /api and /trpc requests by registerBearerAuth. */
    bearer?: BearerAuth;
  }
}

const NO_BEARER: BearerAuth = { kind: 'none' };
const UNAVAILABLE: BearerAuth = { kind: 'unavailable' };
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The credential of an `Authorization: Bearer …` header; undefined when there is none (other schemes are ignored). */
export function bearerCredential(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header || !/^bearer(\s|$)/i.test(header)) return undefined;
  return header.slice('bearer'.length).trim();
}

export const bearerOf = (request: FastifyRequest): BearerAuth => request.bearer ?? NO_BEARER;

/**
 * This request already found the database unreachable (its draft's store): its credentials are not
 * looked up again, so it answers 503 after one connect timeout rather than after one per lookup.
 */
export function markDatabaseUnavailable(request: FastifyRequest): void {
  request.bearer = UNAVAILABLE;
}

/** The per-minute rate limit's key: the token for token requests (each its own budget), else the IP. */
export function rateLimitKey(request: FastifyRequest): string {
  const bearer = bearerOf(request);
  return bearer.kind === 'token' ? `token:${bearer.token.id}` : request.ip;
}

async function checkBearer(
  request: FastifyRequest,
  db: Kysely<Database>,
  sessionCookies: string[],
): Promise<BearerAuth> {
  const credential = bearerCredential(request);
  if (credential === undefined) return NO_BEARER;
  if (sessionCookies.some((name) => request.cookies[name] !== undefined))
    return { kind: 'refused', code: 'BAD_REQUEST', message: API_TOKEN_MESSAGES.cookieAndBearer };
  try {
    const checked = await validateApiToken(db, credential);
    return checked.ok
      ? { kind: 'token', token: checked.token }
      : { kind: 'refused', code: 'UNAUTHORIZED', message: checked.message };
  } catch (error) {
    if (!isDatabaseUnavailableError(error)) throw error;
    return UNAVAILABLE;
  }
}

/**
 * Reads the bearer token of every request in its scope before the rate limit (which keys token
 * requests by token). Procedures enforce the token's scope themselves (trpc/procedures.ts); this
 * hook also refuses a read-only token's state-changing REST request outright, so a write route
 * that is not a mutation cannot slip through.
 */
export function registerBearerAuth(
  app: FastifyInstance,
  options: { db: Kysely<Database>; sessionCookies: string[] },
) {
  // Declared up front so every request object keeps one shape (Fastify's advice for decorations).
  app.decorateRequest('bearer', undefined);
  app.addHook('onRequest', async (request, reply) => {
    const bearer = await checkBearer(request, options.db, options.sessionCookies);
    request.bearer = bearer;
    const path = request.routeOptions.url ?? request.url;
    if (bearer.kind === 'token' && !canWrite(bearer.token.scopes) && !SAFE_METHODS.has(request.method)) {
      // tRPC answers in its own error shape, from the procedure middleware.
      if (path.startsWith('/trpc/')) return;
      return reply.status(403).send({ message: API_TOKEN_MESSAGES.readOnly, code: 'FORBIDDEN' });
    }
  });
}
