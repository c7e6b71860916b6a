import type { TLiveEvent, TLiveEventPayloads, TLiveEventType, TLiveTopic } from '@talanta/schema';
import { sql } from 'kysely';
import type { Executor } from './executor';

/** The channel every API process LISTENs on; the payload is `<userId>:<seq>`. */
export const LIVE_EVENTS_CHANNEL = 'talanta_live_events';

export type LiveEventType = TLiveEventType;

/** A stored event; its type decides the shape of its payload. */
export type LiveEvent = {
  [Type in LiveEventType]: {
    userId: number;
    seq: number;
    type: Type;
    payload: TLiveEventPayloads[Type];
    createdAt: Date;
  };
}[LiveEventType];

/**
 * Appends one event to the streams of several users inside the caller's transaction and
 * announces it with NOTIFY, which PostgreSQL delivers only when (and if) the transaction commits.
 * Streams are locked in user-id order so two transactions touching the same pair cannot deadlock.
 */
export async function appendLiveEvent<Type extends LiveEventType>(
  db: Executor,
  userIds: number[],
  type: Type,
  payload: TLiveEventPayloads[Type],
): Promise<void> {
  const recipients = [...new Set(userIds)].sort((a, b) => a - b);
  for (const userId of recipients) {
    const stream = await db
      .insertInto('eventStreams')
      .values({ userId, lastSeq: 1 })
      .onConflict((conflict) =>
        conflict.column('userId').doUpdateSet({ lastSeq: sql<number>`event_streams.last_seq + 1` }),
      )
      .returning('lastSeq')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('userEvents')
      .values({ userId, seq: stream.lastSeq, type, payload: JSON.stringify(payload) })
      .execute();
    await sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${`${userId}:${stream.lastSeq}`})`.execute(db);
  }
}

/** Whom a change concerns: these users and, for the admins' lists and platform figures, every admin. */
export interface ChangeAudience {
  userIds?: readonly number[];
  admins?: boolean;
}

/** The ids of every admin, as the caller's transaction sees them. */
export async function findAdminIds(db: Executor): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('deletedAt', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Tells the audience's open screens that data of these topics changed (a `changed` event), inside
 * the writing transaction so it is delivered only if the write commits. Call it before the
 * transaction's notifications, and include their recipients: every stream is then locked in one
 * id order, so two such transactions cannot deadlock on each other's streams.
 */
export async function announceChange(
  db: Executor,
  audience: ChangeAudience,
  topics: readonly TLiveTopic[],
): Promise<void> {
  const admins = audience.admins ? await findAdminIds(db) : [];
  const userIds = [...(audience.userIds ?? []), ...admins];
  if (userIds.length === 0 || topics.length === 0) return;
  await appendLiveEvent(db, userIds, 'changed', { topics: [...new Set(topics)] });
}

/** The events of one user after `afterSeq`, oldest first. */
export async function findLiveEventsAfter(
  db: Executor,
  userId: number,
  afterSeq: number,
  limit = 200,
): Promise<LiveEvent[]> {
  const rows = await db
    .selectFrom('userEvents')
    .select(['userId', 'seq', 'type', 'payload', 'createdAt'])
    .where('userId', '=', userId)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();
  // Only appendLiveEvent writes the table, and it ties each payload's shape to its type.
  return rows as LiveEvent[];
}

/** An event as the live subscription sends it. */
export function toLiveEventData(event: LiveEvent): TLiveEvent {
  const { userId: _userId, seq: _seq, createdAt, ...typed } = event;
  return { ...typed, createdAt: createdAt.toISOString() };
}

/** The newest sequence number of a user's stream (0 when it has none). */
export async function findLastLiveEventSeq(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('eventStreams')
    .select('lastSeq')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.lastSeq ?? 0;
}

/** Events are for live delivery and short reconnects, not history: old ones are pruned. */
export async function deleteLiveEventsBefore(db: Executor, before: Date): Promise<void> {
  await db.deleteFrom('userEvents').where('createdAt', '<', before).execute();
}
