import type { Database } from '@talanta/db';
import { findUserById, isDatabaseUnavailableError, toUser } from '@talanta/db';
import type { TUser } from '@talanta/schema';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { clearSessionCookie, sessionCookieName, setSessionCookie } from '../auth/cookie';
import { type SessionRecord, validateSessionToken } from '../auth/session';
import type { DraftSession } from '../plugins/draft-session';
import type { AppServices } from '../services';

/** What a procedure may do to the HTTP response, whichever transport (tRPC or REST) carried it. */
export interface ResponseControl {
  setHeader(name: string, value: string): void;
  setSessionCookie(token: string, expiresAt: Date): void;
  clearSessionCookie(): void;
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
    draftSession: null,
    databaseUnavailable: false,
    response: { setHeader() {}, setSessionCookie() {}, clearSessionCookie() {} },
    ...input,
  };
}

export function responseControlFor(reply: FastifyReply, cookieSecure: boolean): ResponseControl {
  return {
    setHeader: (name, value) => void reply.header(name, value),
    setSessionCookie: (token, expiresAt) => setSessionCookie(reply, token, expiresAt, cookieSecure),
    clearSessionCookie: () => clearSessionCookie(reply, cookieSecure),
  };
}

/** Reads the session cookie of a request into a context. */
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
  });
  const token = request.cookies[sessionCookieName(base.services.config.cookieSecure)];
  if (!token) return context;
  try {
    const validated = await validateSessionToken(base.db, token);
    const userRow = validated ? await findUserById(base.db, validated.session.userId) : undefined;
    if (!validated || !userRow) {
      response.clearSessionCookie();
      return context;
    }
    if (validated.refreshed) response.setSessionCookie(token, validated.session.expiresAt);
    return { ...context, user: toUser(userRow), session: validated.session };
  } catch (error) {
    if (!isDatabaseUnavailableError(error)) throw error;
    return { ...context, databaseUnavailable: true };
  }
}
