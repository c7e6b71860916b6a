import { MATCH_CANDIDATES } from '@talanta/schema';
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../types';
import type { Executor } from './executor';
import { type JobFilters, type JobRecord, openJobsMatching, withJobRecord } from './job';
import {
  approvedDevelopersMatching,
  type DeveloperFilters,
  type PublicDeveloperRecord,
  withPublicColumns,
} from './talent';

/**
 * Candidates for matching (issue 14). Scoring is JavaScript (scoreMatch in packages/schema), so the
 * database's part is to hand over a bounded set worth scoring, through indexes: the MATCH_POOL
 * newest (or verified-first) rows sharing a skill key with the other side (GIN on skill_keys),
 * and of those the MATCH_CANDIDATES sharing the most keys. docs/matching.md says why.
 */
export const MATCH_POOL = 2000;

function keysArray(keys: readonly string[]): RawBuilder<string[]> {
  return sql<string[]>`${[...keys]}::text[]`;
}

/** How many of `keys` the row's skill_keys holds. */
function sharedKeyCount(column: string, keys: readonly string[]): RawBuilder<number> {
  return sql<number>`cardinality(array(select unnest(${sql.ref(column)}) intersect select unnest(${keysArray(keys)})))`;
}

/** Of a pool, the MATCH_CANDIDATES ids sharing most keys; ties keep the pool's own order (descending). */
async function mostSharedIds(
  db: Executor,
  // biome-ignore lint/suspicious/noExplicitAny: either pool (profiles or jobs) with id and shared
  pool: SelectQueryBuilder<Database, any, { id: number; shared: number }>,
  poolOrder: string[],
): Promise<number[]> {
  let ranked = db.selectFrom(pool.as('pool')).select('pool.id').orderBy('pool.shared', 'desc');
  for (const column of poolOrder) ranked = ranked.orderBy(sql.ref(`pool.${column}`), 'desc');
  const rows = await ranked.limit(MATCH_CANDIDATES).execute();
  return rows.map((row) => row.id);
}

export type MatchDeveloperRecord = PublicDeveloperRecord & { timeZone: string };
export type MatchJobRecord = JobRecord & { clientTimeZone: string; skillKeys: string[] };

/** Approved developers worth scoring for a job's skill keys, filtered like talent search. */
export async function findDeveloperMatchCandidates(
  db: Executor,
  jobSkillKeys: readonly string[],
  filters: DeveloperFilters,
): Promise<MatchDeveloperRecord[]> {
  let pool = approvedDevelopersMatching(db, filters);
  if (jobSkillKeys.length > 0)
    pool = pool.where(sql<boolean>`developer_profiles.skill_keys && ${keysArray(jobSkillKeys)}`);
  const poolQuery = pool
    .select(['developerProfiles.id', 'developerProfiles.isVerified'])
    .select(sharedKeyCount('developer_profiles.skill_keys', jobSkillKeys).as('shared'))
    .orderBy('developerProfiles.isVerified', 'desc')
    .orderBy('developerProfiles.id', 'desc')
    .limit(MATCH_POOL);
  const ids = await mostSharedIds(db, poolQuery, ['isVerified', 'id']);
  if (ids.length === 0) return [];
  return withPublicColumns(db, db.selectFrom('developerProfiles').where('developerProfiles.id', 'in', ids))
    .select('users.timeZone')
    .execute();
}

/**
 * Open jobs worth scoring for a developer, filtered like Browse Jobs (its "Recommended" sort):
 * sharing a skill key, not their own, not applied to.
 */
export async function findJobMatchCandidates(
  db: Executor,
  developerUserId: number,
  developerSkillKeys: readonly string[],
  filters: Omit<JobFilters, 'limit' | 'offset'> = {},
): Promise<MatchJobRecord[]> {
  let pool = openJobsMatching(db, filters)
    .where('jobs.clientId', '<>', developerUserId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('jobApplications')
            .select(sql.lit(1).as('one'))
            .whereRef('jobApplications.jobId', '=', 'jobs.id')
            .where('jobApplications.developerId', '=', developerUserId),
        ),
      ),
    );
  if (developerSkillKeys.length > 0)
    pool = pool.where(sql<boolean>`jobs.skill_keys && ${keysArray(developerSkillKeys)}`);
  const poolQuery = pool
    .select(['jobs.id', 'jobs.createdAt'])
    .select(sharedKeyCount('jobs.skill_keys', developerSkillKeys).as('shared'))
    .orderBy('jobs.createdAt', 'desc')
    .orderBy('jobs.id', 'desc')
    .limit(MATCH_POOL);
  const ids = await db
    .selectFrom(poolQuery.as('pool'))
    .select('pool.id')
    .orderBy('pool.shared', 'desc')
    .orderBy('pool.createdAt', 'desc')
    .orderBy('pool.id', 'desc')
    .limit(MATCH_CANDIDATES)
    .execute();
  if (ids.length === 0) return [];
  return withMatchJobColumns(
    db.selectFrom('jobs').where(
      'jobs.id',
      'in',
      ids.map((row) => row.id),
    ),
  ).execute();
}

function withMatchJobColumns(query: Parameters<typeof withJobRecord>[0]) {
  return withJobRecord(query).select(['jobClient.timeZone as clientTimeZone', 'jobs.skillKeys']);
}

/** A job with what scoring needs: its client's time zone and its skill keys. */
export function findJobForMatching(db: Executor, jobId: number): Promise<MatchJobRecord | undefined> {
  return withMatchJobColumns(db.selectFrom('jobs').where('jobs.id', '=', jobId)).executeTakeFirst();
}

/** A developer's public profile with their time zone and skill keys, approved or not. */
export function findDeveloperForMatching(db: Executor, userId: number) {
  return withPublicColumns(
    db,
    db.selectFrom('developerProfiles').where('developerProfiles.userId', '=', userId),
  )
    .select(['users.timeZone', 'developerProfiles.skillKeys'])
    .executeTakeFirst();
}
