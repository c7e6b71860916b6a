import {
  type Database,
  deleteHttpSession,
  findHttpSession,
  isDatabaseUnavailableError,
  type Kysely,
  saveHttpSession,
  touchHttpSession,
} from '@talanta/db';
import type { Session } from 'fastify';

type Callback = (error?: unknown) => void;
type GetCallback = (error: unknown, session?: Session | null) => void;

/**
 * Read back instead of a session when the database cannot be reached: the request keeps its
 * cookie (an outage must not throw a draft away) and whoever needs the draft answers 503.
 */
export const UNAVAILABLE_SESSION = { storeUnavailable: true } as const;

/** Used only for a session without an expiry of its own (ours always have a maxAge). */
const DEFAULT_LIFETIME_MS = 24 * 60 * 60 * 1000;

function expiryOf(session: Session): Date {
  const expires = session.cookie?.expires;
  if (expires) return new Date(expires);
  return new Date(Date.now() + (session.cookie?.originalMaxAge ?? DEFAULT_LIFETIME_MS));
}

/**
 * The @fastify/session store (express-session's callback interface) over the http_sessions table,
 * so sessions survive restarts and are shared by every API process.
 */
export class KyselySessionStore {
  constructor(private readonly db: Kysely<Database>) {}

  get(sid: string, callback: GetCallback): void {
    findHttpSession(this.db, sid).then(
      (data) => callback(null, (data as Session | undefined) ?? null),
      (error: unknown) => {
        if (isDatabaseUnavailableError(error))
          callback(null, { ...UNAVAILABLE_SESSION } as unknown as Session);
        else callback(error);
      },
    );
  }

  set(sid: string, session: Session, callback: Callback): void {
    const data = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
    saveHttpSession(this.db, { sid, data, expiresAt: expiryOf(session) }).then(() => callback(), callback);
  }

  touch(sid: string, session: Session, callback: Callback): void {
    touchHttpSession(this.db, sid, expiryOf(session)).then(() => callback(), callback);
  }

  destroy(sid: string, callback: Callback): void {
    deleteHttpSession(this.db, sid).then(() => callback(), callback);
  }
}
