import type { TSavedSearch, TSavedSearchKind } from '@talanta/schema';
import { sql } from 'kysely';
import type { Executor } from './executor';
import { type JobRecord, openJobsMatching, withJobRecord } from './job';
import {
  approvedDevelopersMatching,
  type DeveloperFilters,
  type PublicDeveloperRecord,
  withPublicColumns,
} from './talent';

/** Shortlists, saved jobs and saved searches (issue 14; migration 0023). */

// ---------------------------------------------------------------------------------------------
// Shortlists

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

// ---------------------------------------------------------------------------------------------
// Saved jobs

export function countSavedJobs(db: Executor, developerId: number) {
  return db
    .selectFrom('savedJobs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('developerId', '=', developerId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

/** Saves the job once; saving again keeps the first time. Returns when it was saved. */
export async function saveJob(db: Executor, developerId: number, jobId: number): Promise<Date> {
  await db
    .insertInto('savedJobs')
    .values({ developerId, jobId })
    .onConflict((conflict) => conflict.columns(['developerId', 'jobId']).doNothing())
    .execute();
  const row = await db
    .selectFrom('savedJobs')
    .select('createdAt')
    .where('developerId', '=', developerId)
    .where('jobId', '=', jobId)
    .executeTakeFirstOrThrow();
  return row.createdAt;
}

export async function unsaveJob(db: Executor, developerId: number, jobId: number): Promise<boolean> {
  const removed = await db
    .deleteFrom('savedJobs')
    .where('developerId', '=', developerId)
    .where('jobId', '=', jobId)
    .executeTakeFirst();
  return removed.numDeletedRows > 0n;
}

/** The developer's saved jobs, newest saved first, open or closed (the card says which). */
export async function findSavedJobs(
  db: Executor,
  developerId: number,
): Promise<{ job: JobRecord; savedAt: Date }[]> {
  const saved = await db
    .selectFrom('savedJobs')
    .select(['jobId', 'createdAt'])
    .where('developerId', '=', developerId)
    .orderBy('createdAt', 'desc')
    .orderBy('jobId', 'desc')
    .execute();
  if (saved.length === 0) return [];
  const jobs = await withJobRecord(
    db.selectFrom('jobs').where(
      'jobs.id',
      'in',
      saved.map((row) => row.jobId),
    ),
  ).execute();
  const byId = new Map(jobs.map((job) => [job.id, job]));
  return saved.flatMap((row) => {
    const job = byId.get(row.jobId);
    return job ? [{ job, savedAt: row.createdAt }] : [];
  });
}

/** Which of these jobs the developer saved (job cards show a filled bookmark). */
export async function findSavedJobIds(
  db: Executor,
  developerId: number,
  jobIds: number[],
): Promise<Set<number>> {
  if (jobIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('savedJobs')
    .select('jobId')
    .where('developerId', '=', developerId)
    .where('jobId', 'in', jobIds)
    .execute();
  return new Set(rows.map((row) => row.jobId));
}

// ---------------------------------------------------------------------------------------------
// Saved searches

const SAVED_SEARCH_COLUMNS = [
  'id',
  'userId',
  'kind',
  'name',
  'query',
  'alert',
  'createdAt',
  'updatedAt',
] as const;

type SavedSearchRow = {
  id: number;
  userId: number;
  kind: TSavedSearchKind;
  name: string;
  query: Record<string, unknown>;
  alert: TSavedSearch['alert'];
  createdAt: Date;
  updatedAt: Date;
};

export function toSavedSearch(row: SavedSearchRow): TSavedSearch {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    query: row.query,
    alert: row.alert,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function countSavedSearches(db: Executor, userId: number) {
  return db
    .selectFrom('savedSearches')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

export function insertSavedSearch(
  db: Executor,
  search: Pick<SavedSearchRow, 'userId' | 'kind' | 'name' | 'query' | 'alert'>,
): Promise<SavedSearchRow> {
  return db
    .insertInto('savedSearches')
    .values({ ...search, query: JSON.stringify(search.query) })
    .returning(SAVED_SEARCH_COLUMNS)
    .executeTakeFirstOrThrow();
}

export function findSavedSearches(db: Executor, userId: number): Promise<SavedSearchRow[]> {
  return db
    .selectFrom('savedSearches')
    .select(SAVED_SEARCH_COLUMNS)
    .where('userId', '=', userId)
    .orderBy('id', 'desc')
    .execute();
}

export function lockSavedSearch(db: Executor, id: number): Promise<SavedSearchRow | undefined> {
  return db
    .selectFrom('savedSearches')
    .select(SAVED_SEARCH_COLUMNS)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function updateSavedSearch(
  db: Executor,
  id: number,
  changes: { name: string; alert: SavedSearchRow['alert']; query: Record<string, unknown> },
): Promise<SavedSearchRow> {
  return db
    .updateTable('savedSearches')
    .set({ ...changes, query: JSON.stringify(changes.query), updatedAt: new Date() })
    .where('id', '=', id)
    .returning(SAVED_SEARCH_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function deleteSavedSearch(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('savedSearches').where('id', '=', id).execute();
}

// ---------------------------------------------------------------------------------------------
// Alerts

/**
 * Claims the oldest checks (new jobs and newly approved developers, queued by triggers of migration
 * 0023) for this transaction: other processes skip them, and they are gone once it commits.
 */
export function claimSavedSearchChecks(db: Executor, limit: number) {
  return db
    .deleteFrom('savedSearchChecks')
    .where(
      'id',
      'in',
      db.selectFrom('savedSearchChecks').select('id').orderBy('id').limit(limit).forUpdate().skipLocked(),
    )
    .returning(['kind', 'itemId'])
    .execute();
}

/** Saved searches of the kind that alert, oldest first. */
export function findAlertingSavedSearches(db: Executor, kind: TSavedSearchKind): Promise<SavedSearchRow[]> {
  return db
    .selectFrom('savedSearches')
    .select(SAVED_SEARCH_COLUMNS)
    .where('kind', '=', kind)
    .where('alert', '<>', 'off')
    .orderBy('id')
    .execute();
}

/** Records the hit once; false when this search already had this item (never alert twice). */
export async function insertSavedSearchHit(
  db: Executor,
  hit: { savedSearchId: number; itemId: number; delivered: boolean },
): Promise<boolean> {
  const row = await db
    .insertInto('savedSearchHits')
    .values({
      savedSearchId: hit.savedSearchId,
      itemId: hit.itemId,
      deliveredAt: hit.delivered ? new Date() : null,
    })
    .onConflict((conflict) => conflict.columns(['savedSearchId', 'itemId']).doNothing())
    .returning('itemId')
    .executeTakeFirst();
  return row !== undefined;
}

/** Users with undelivered hits of daily searches. */
export async function findUsersAwaitingDigest(db: Executor): Promise<number[]> {
  const rows = await db
    .selectFrom('savedSearchHits')
    .innerJoin('savedSearches', 'savedSearches.id', 'savedSearchHits.savedSearchId')
    .select('savedSearches.userId')
    .distinct()
    .where('savedSearchHits.deliveredAt', 'is', null)
    .execute();
  return rows.map((row) => row.userId);
}

/** Takes the user's digest of the UTC day; false when another process (or an earlier round) has. */
export async function claimSavedSearchDigest(db: Executor, userId: number, day: string): Promise<boolean> {
  const row = await db
    .insertInto('savedSearchDigests')
    .values({ userId, day })
    .onConflict((conflict) => conflict.columns(['userId', 'day']).doNothing())
    .returning('userId')
    .executeTakeFirst();
  return row !== undefined;
}

/** The user's undelivered hits, marked delivered in the same statement (the digest's content). */
export function takeUndeliveredHits(db: Executor, userId: number) {
  return db
    .updateTable('savedSearchHits')
    .set({ deliveredAt: new Date() })
    .from('savedSearches')
    .whereRef('savedSearches.id', '=', 'savedSearchHits.savedSearchId')
    .where('savedSearches.userId', '=', userId)
    .where('savedSearchHits.deliveredAt', 'is', null)
    .returning([
      'savedSearches.id as savedSearchId',
      'savedSearches.name',
      'savedSearches.kind',
      'savedSearchHits.itemId',
    ])
    .execute();
}

/** Whether the open job passes a saved job search's filters: the very query Browse Jobs runs. */
export async function jobMatchesFilters(
  db: Executor,
  jobId: number,
  filters: Parameters<typeof openJobsMatching>[1],
): Promise<boolean> {
  const row = await openJobsMatching(db, filters)
    .select('jobs.id')
    .where('jobs.id', '=', jobId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the approved developer passes a saved talent search's filters: Browse Tech Talent's query. */
export async function developerMatchesFilters(
  db: Executor,
  profileId: number,
  filters: DeveloperFilters,
): Promise<boolean> {
  const row = await approvedDevelopersMatching(db, filters)
    .select('developerProfiles.id')
    .where('developerProfiles.id', '=', profileId)
    .executeTakeFirst();
  return row !== undefined;
}

/** What an alert says of an item: a job's title, or a developer's name and title. */
export async function findAlertItem(
  db: Executor,
  kind: TSavedSearchKind,
  itemId: number,
): Promise<{ label: string; path: string } | undefined> {
  if (kind === 'jobs') {
    const job = await db.selectFrom('jobs').select('title').where('id', '=', itemId).executeTakeFirst();
    return job && { label: `"${job.title}"`, path: `/jobs/${itemId}` };
  }
  const developer = await db
    .selectFrom('developerProfiles')
    .innerJoin('users', 'users.id', 'developerProfiles.userId')
    .select(['users.firstName', 'users.lastName', 'developerProfiles.title'])
    .where('developerProfiles.id', '=', itemId)
    .executeTakeFirst();
  if (!developer) return undefined;
  const name = `${developer.firstName} ${developer.lastName}`;
  return { label: developer.title ? `${name}, ${developer.title}` : name, path: `/developers/${itemId}` };
}
