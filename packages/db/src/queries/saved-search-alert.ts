import type { TSavedSearchKind } from '@talanta/schema';
import type { Executor } from './executor';
import { openJobsMatching } from './job';
import { approvedDevelopersMatching, type DeveloperFilters } from './talent';

/** Saved-search alerts: the checks queued by triggers, hits and daily digests (issue 14; migration 0023). */

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
