import { constantTimeEqual } from '@oslojs/crypto/subtle';
import {
  deleteSession,
  type Executor,
  extendAuthSession,
  findAuthSessionWithRole,
  insertAuthSession,
  touchAuthSession,
} from '@talanta/db';
import type { TUserRole } from '@talanta/schema';
import { DAY_MS, hashTokenSecret, randomTokenPart } from './tokens';

/**
 * Sessions as the Lucia guide describes them: the token is `<id>.<secret>`, each part from 20
 * random bytes; the database keeps the id and only a SHA-256 hash of the secret, compared in
 * constant time. Expiry slides: a session used in the second half of its life is extended.
 */

export const SESSION_LIFETIME_MS: Record<TUserRole, number> = {
  developer: 30 * DAY_MS,
  client: 30 * DAY_MS,
  // Admin sessions carry platform-wide power, so they live much shorter.
  admin: DAY_MS / 2,
};

export interface SessionRecord {
  id: string;
  userId: number;
  expiresAt: Date;
}

export interface IssuedSession extends SessionRecord {
  token: string;
}

/** The shape of every token createSession issues: two 32-character base32 parts. */
const TOKEN_PATTERN = /^[a-z2-7]{32}\.[a-z2-7]{32}$/;

/** How often a session's last-seen time may move (the sessions list needs no finer grain). */
const LAST_SEEN_STEP_MS = 60_000;

export async function createSession(
  db: Executor,
  userId: number,
  role: TUserRole,
  userAgent: string | null = null,
): Promise<IssuedSession> {
  const id = randomTokenPart();
  const secret = randomTokenPart();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS[role]);
  await insertAuthSession(db, { id, userId, secretHash: hashTokenSecret(secret), expiresAt, userAgent });
  return { id, userId, expiresAt, token: `${id}.${secret}` };
}

export interface ValidatedSession {
  session: SessionRecord;
  /** True when the expiry moved and the cookie must be sent again. */
  refreshed: boolean;
}

/**
 * The session a token names, if it exists, matches and has not expired; extends it when due.
 * Anything not shaped like an issued token (NUL bytes, bad encodings, any length) is no session,
 * and never reaches the database.
 */
export async function validateSessionToken(db: Executor, token: string): Promise<ValidatedSession | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [id = '', secret = ''] = token.split('.');

  const row = await findAuthSessionWithRole(db, id);
  if (!row) return null;
  if (!constantTimeEqual(hashTokenSecret(secret), new Uint8Array(row.secretHash))) return null;

  const now = Date.now();
  if (row.expiresAt.getTime() <= now) {
    await deleteSession(db, id);
    return null;
  }
  if (now - row.lastSeenAt.getTime() >= LAST_SEEN_STEP_MS) await touchAuthSession(db, id, new Date(now));
  const lifetime = SESSION_LIFETIME_MS[row.role];
  const session: SessionRecord = { id: row.id, userId: row.userId, expiresAt: row.expiresAt };
  if (row.expiresAt.getTime() - now >= lifetime / 2) return { session, refreshed: false };

  session.expiresAt = new Date(now + lifetime);
  await extendAuthSession(db, id, session.expiresAt);
  return { session, refreshed: true };
}
