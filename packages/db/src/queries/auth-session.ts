import type { Executor } from './executor';

/**
 * The sign-in sessions (apps/api/src/auth/session.ts makes and checks their tokens): the table
 * keeps the id and a hash of the secret, never the token itself.
 */

export interface NewAuthSession {
  id: string;
  userId: number;
  secretHash: Uint8Array;
  expiresAt: Date;
  userAgent?: string | null;
}

export async function insertAuthSession(db: Executor, session: NewAuthSession): Promise<void> {
  await db.insertInto('authSessions').values(session).execute();
}

/** The session with its user's role (the role sets the session's lifetime). */
export function findAuthSessionWithRole(db: Executor, id: string) {
  return db
    .selectFrom('authSessions')
    .innerJoin('users', 'users.id', 'authSessions.userId')
    .select([
      'authSessions.id',
      'authSessions.userId',
      'authSessions.secretHash',
      'authSessions.expiresAt',
      'authSessions.lastSeenAt',
      'users.role',
    ])
    .where('authSessions.id', '=', id)
    .executeTakeFirst();
}

export async function extendAuthSession(db: Executor, id: string, expiresAt: Date): Promise<void> {
  await db.updateTable('authSessions').set({ expiresAt }).where('id', '=', id).execute();
}

/** Moves a session's last-seen time (at most once a minute, the caller decides). */
export async function touchAuthSession(db: Executor, id: string, lastSeenAt: Date): Promise<void> {
  await db.updateTable('authSessions').set({ lastSeenAt }).where('id', '=', id).execute();
}

/** A user's live sessions for the sessions list: never the secret's hash. */
export function findUserSessions(db: Executor, userId: number) {
  return db
    .selectFrom('authSessions')
    .select(['id', 'userAgent', 'createdAt', 'lastSeenAt'])
    .where('userId', '=', userId)
    .where('expiresAt', '>', new Date())
    .orderBy('lastSeenAt', 'desc')
    .orderBy('id')
    .execute();
}

/** Ends one of the user's sessions; false when the user has no such session. */
export async function deleteUserSession(db: Executor, userId: number, sessionId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('authSessions')
    .where('userId', '=', userId)
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteSession(db: Executor, sessionId: string): Promise<void> {
  await db.deleteFrom('authSessions').where('id', '=', sessionId).execute();
}

/** Ends every session of a user (password or role changed), optionally keeping the caller's own. */
export async function deleteUserSessions(
  db: Executor,
  userId: number,
  options: { except?: string } = {},
): Promise<void> {
  let query = db.deleteFrom('authSessions').where('userId', '=', userId);
  if (options.except) query = query.where('id', '!=', options.except);
  await query.execute();
}

export async function deleteExpiredSessions(db: Executor): Promise<number> {
  const result = await db.deleteFrom('authSessions').where('expiresAt', '<=', new Date()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
