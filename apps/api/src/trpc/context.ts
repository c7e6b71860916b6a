import type { Database } from '@talanta/db';
import { findUserById, isDatabaseUnavailableError, toUser } from '@talanta/db';
import { API_TOKEN_MESSAGES, type TUser } from '@talanta/schema';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ApiTokenRecord } from '../auth/api-token';
import {
  clearSessionCookie,
  clearTwoFactorCookie,
  sessionCookieName,
  setSessionCookie,
  setTwoFactorCookie,
  twoFactorCookieName,
} from '../auth/cookie';
import { type SessionRecord, validateSessionToken } from '../auth/session';
import type { CachedSession } from '../cache/app-caches';
import { bearerOf } from '../plugins/bearer-auth';
import type { DraftSession } from '../plugins/draft-session';
import type { AppServices } from '../services';

/** What a procedure may do to the HTTP response, whichever transport (tRPC or REST) carried it. */
export interface ResponseControl {
  setHeader(name: string, value: string): void;
  setSessionCookie(token: string, expiresAt: Date): void;
  clearSessionCookie(): void;
  setTwoFactorCookie(token: string, expiresAt: Date): void;
  clearTwoFactorCookie(): void;
}

/** Everything a procedure sees; tests build it directly with `createInnerContext`. */
export interface Context {
  db: Kysely<Database>;
  services: AppServices;
  log: FastifyBaseLogger;
  requestId: string;
  ip: string;
  /** The app's public origin, for links in emails. */
  origin: string;
  user: TUser | null;
  session: SessionRecord | null;
  /** The request's User-Agent, kept on sessions made by it (the sessions list shows the device). */
  userAgent: string | null;
  /** The pending sign-in cookie (password checked, two-factor code still due). */
  twoFactorChallengeToken: string | null;
  /** The API token the request came with (`Authorization: Bearer`); null for sessions and visitors. */
  apiToken: Pick<ApiTokenRecord, 'id' | 'scopes'> | null;
  /** The request's credentials were refused (bad token, or token and cookie together): every procedure answers this. */
  credentialsError: { code: 'UNAUTHORIZED' | 'BAD_REQUEST'; message: string } | null;
  /** The visitor's vetting draft (anonymous cookie session); null outside HTTP requests. */
  draftSession: DraftSession | null;
  /** The session lookup failed because the database was unreachable. */
  databaseUnavailable: boolean;
  response: ResponseControl;
}

export function createInnerContext(
  input: Pick<Context, 'db' | 'services' | 'log'> & Partial<Omit<Context, 'db' | 'services' | 'log'>>,
): Context {
  return {
    requestId: 'internal',
    ip: '127.0.0.1',
    origin: 'http://localhost:3000',
    user: null,
    session: null,
    userAgent: null,
    twoFactorChallengeToken: null,
    apiToken: null,
    credentialsError: null,
    draftSession: null,
    databaseUnavailable: false,
    response: {
      setHeader() {},
      setSessionCookie() {},
      clearSessionCookie() {},
      setTwoFactorCookie() {},
      clearTwoFactorCookie() {},
    },
    ...input,
  };
}

export function responseControlFor(reply: FastifyReply, cookieSecure: boolean): ResponseControl {
  return {
    setHeader: (name, value) => void reply.header(name, value),
    setSessionCookie: (token, expiresAt) => setSessionCookie(reply, token, expiresAt, cookieSecure),
    clearSessionCookie: () => clearSessionCookie(reply, cookieSecure),
    setTwoFactorCookie: (token, expiresAt) => setTwoFactorCookie(reply, token, expiresAt, cookieSecure),
    clearTwoFactorCookie: () => clearTwoFactorCookie(reply, cookieSecure),
  };
}

async function withApiToken(context: Context, token: ApiTokenRecord): Promise<Context> {
  try {
    const userRow = await findUserById(context.db, token.userId);
    // The token was checked a moment ago; its user may have been deleted since (which deletes it).
    if (!userRow)
      return { ...context, credentialsError: { code: 'UNAUTHORIZED', message: API_TOKEN_MESSAGES.invalid } };
    return { ...context, user: toUser(userRow), apiToken: { id: token.id, scopes: token.scopes } };
  } catch (error) {
    if (!isDatabaseUnavailableError(error)) throw error;
    return { ...context, databaseUnavailable: true };
  }
}

/** Reads the session cookie or the API token of a request into a context. */
export async function createRequestContext(
  request: FastifyRequest,
  reply: FastifyReply,
  base: { db: Kysely<Database>; services: AppServices },
): Promise<Context> {
  const response = responseControlFor(reply, base.services.config.cookieSecure);
  const context = createInnerContext({
    ...base,
    log: request.log,
    requestId: request.id,
    ip: request.ip,
    origin: base.services.config.publicUrl ?? `${request.protocol}://${request.host}`,
    response,
    draftSession: request.draftSession ?? null,
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
    twoFactorChallengeToken: request.cookies[twoFactorCookieName(base.services.config.cookieSecure)] ?? null,
  });
  const bearer = bearerOf(request);
  if (bearer.kind === 'unavailable') return { ...context, databaseUnavailable: true };
  if (bearer.kind === 'refused')
    return { ...context, credentialsError: { code: bearer.code, message: bearer.message } };
  if (bearer.kind === 'token') return withApiToken(context, bearer.token);
  const token = request.cookies[sessionCookieName(base.services.config.cookieSecure)];
  if (!token) return context;
  try {
    const signedIn = await checkSessionCookie(base, token, response);
    if (!signedIn) {
      response.clearSessionCookie();
      return context;
    }
    return { ...context, ...signedIn };
  } catch (error) {
    if (!isDatabaseUnavailableError(error)) throw error;
    return { ...context, databaseUnavailable: true };
  }
}

/**
 * The session and user a cookie names, from this process's session cache when it checked the
 * same cookie less than a second ago (SESSION_CACHE_TTL_MS), otherwise from the database.
 */
async function checkSessionCookie(
  base: { db: Kysely<Database>; services: AppServices },
  token: string,
  response: ResponseControl,
): Promise<CachedSession> {
  const cached = await base.services.caches.sessions.getOrLoad(token, async () => {
    const validated = await validateSessionToken(base.db, token);
    const userRow = validated ? await findUserById(base.db, validated.session.userId) : undefined;
    if (!validated || !userRow) return null;
    if (validated.refreshed) response.setSessionCookie(token, validated.session.expiresAt);
    return { session: validated.session, user: toUser(userRow) };
  });
  // A session that expired within the cached second is over all the same.
  return cached && cached.session.expiresAt.getTime() > Date.now() ? cached : null;
}
