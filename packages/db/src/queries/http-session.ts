import { sql } from 'kysely';
import type { Executor } from './executor';

/** The anonymous HTTP sessions behind @fastify/session (see apps/api/src/plugins/session-store.ts). */

export interface HttpSessionRecord {
  sid: string;
  data: Record<string, unknown>;
  expiresAt: Date;
}

/** The session's data while it has not expired; undefined otherwise. */
export async function findHttpSession(
  db: Executor,
  sid: string,
): Promise<Record<string, unknown> | undefined> {
  const row = await db
    .selectFrom('httpSessions')
    .select('data')
    .where('sid', '=', sid)
    .where('expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.data;
}

/** Creates or replaces a session. */
export async function saveHttpSession(db: Executor, session: HttpSessionRecord): Promise<void> {
  const data = JSON.stringify(session.data);
  await db
    .insertInto('httpSessions')
    .values({ sid: session.sid, data, expiresAt: session.expiresAt })
    .onConflict((conflict) => conflict.column('sid').doUpdateSet({ data, expiresAt: session.expiresAt }))
    .execute();
}

/** Extends a session's life without rewriting its data. */
export async function touchHttpSession(db: Executor, sid: string, expiresAt: Date): Promise<void> {
  await db.updateTable('httpSessions').set({ expiresAt }).where('sid', '=', sid).execute();
}

export async function deleteHttpSession(db: Executor, sid: string): Promise<void> {
  await db.deleteFrom('httpSessions').where('sid', '=', sid).execute();
}

/** Removes the sessions that expired before `now`; returns how many (housekeeping). */
export async function deleteExpiredHttpSessions(db: Executor, now: Date = new Date()): Promise<number> {
  const result = await db.deleteFrom('httpSessions').where('expiresAt', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
