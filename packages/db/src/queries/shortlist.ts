import { sql } from 'kysely';
import type { Executor } from './executor';
import type { PublicDeveloperRecord } from './talent';
import { withPublicColumns } from './talent';

/** Clients' shortlists of developers (issue 14; migration 0023). */

export function countShortlists(db: Executor, clientId: number) {
  return db
    .selectFrom('shortlists')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('clientId', '=', clientId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

/** The client's shortlist of that name, in any case (names are unique per client, case-insensitively). */
export function findShortlistByName(db: Executor, clientId: number, name: string, exceptId?: number) {
  let query = db
    .selectFrom('shortlists')
    .select('id')
    .where('clientId', '=', clientId)
    .where(sql<boolean>`lower(name) = lower(${name})`);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

export function insertShortlist(db: Executor, clientId: number, name: string) {
  return db.insertInto('shortlists').values({ clientId, name }).returning('id').executeTakeFirstOrThrow();
}

/** One shortlist with its owner, locked for the caller's transaction (adds and removes re-check the owner). */
export function lockShortlist(db: Executor, id: number) {
  return db
    .selectFrom('shortlists')
    .select(['id', 'clientId', 'name'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function renameShortlist(db: Executor, id: number, name: string): Promise<void> {
  await db.updateTable('shortlists').set({ name, updatedAt: new Date() }).where('id', '=', id).execute();
}

export async function deleteShortlist(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('shortlists').where('id', '=', id).execute();
}

export function countShortlistDevelopers(db: Executor, shortlistId: number) {
  return db
    .selectFrom('shortlistDevelopers')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('shortlistId', '=', shortlistId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

/** Adds the developer, or replaces the note when they are on the list already. */
export async function upsertShortlistDeveloper(
  db: Executor,
  entry: { shortlistId: number; developerId: number; note: string | null },
): Promise<void> {
  await db
    .insertInto('shortlistDevelopers')
    .values(entry)
    .onConflict((conflict) =>
      conflict.columns(['shortlistId', 'developerId']).doUpdateSet({ note: entry.note }),
    )
    .execute();
  await db
    .updateTable('shortlists')
    .set({ updatedAt: new Date() })
    .where('id', '=', entry.shortlistId)
    .execute();
}

/** Whether the developer was on the list (and is no longer). */
export async function removeShortlistDeveloper(db: Executor, shortlistId: number, developerId: number) {
  const removed = await db
    .deleteFrom('shortlistDevelopers')
    .where('shortlistId', '=', shortlistId)
    .where('developerId', '=', developerId)
    .executeTakeFirst();
  if (removed.numDeletedRows > 0n)
    await db.updateTable('shortlists').set({ updatedAt: new Date() }).where('id', '=', shortlistId).execute();
  return removed.numDeletedRows > 0n;
}

export type ShortlistRecord = { id: number; name: string; createdAt: Date; updatedAt: Date };
export type ShortlistEntryRecord = {
  shortlistId: number;
  developerId: number;
  note: string | null;
  addedAt: Date;
};

/**
 * The client's shortlists (newest first), their entries (newest first) and the public profiles of
 * the developers on them, in three indexed queries.
 */
export async function findShortlists(
  db: Executor,
  clientId: number,
): Promise<{
  shortlists: ShortlistRecord[];
  entries: ShortlistEntryRecord[];
  developers: PublicDeveloperRecord[];
}> {
  const shortlists = await db
    .selectFrom('shortlists')
    .select(['id', 'name', 'createdAt', 'updatedAt'])
    .where('clientId', '=', clientId)
    .orderBy('id', 'desc')
    .execute();
  if (shortlists.length === 0) return { shortlists, entries: [], developers: [] };
  const entries = await db
    .selectFrom('shortlistDevelopers')
    .select(['shortlistId', 'developerId', 'note', 'createdAt as addedAt'])
    .where(
      'shortlistId',
      'in',
      shortlists.map((list) => list.id),
    )
    .orderBy('createdAt', 'desc')
    .orderBy('developerId', 'desc')
    .execute();
  const developerIds = [...new Set(entries.map((entry) => entry.developerId))];
  const developers =
    developerIds.length === 0
      ? []
      : await withPublicColumns(
          db,
          db.selectFrom('developerProfiles').where('developerProfiles.userId', 'in', developerIds),
        ).execute();
  return { shortlists, entries, developers };
}
