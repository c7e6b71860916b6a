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

/**
 * How many of `keys` the row's skill_keys holds (distinct, as the trigger keeps them): one `= any`
 * test per key, summed. An expression rather than a subquery: it runs for every row of the pool,
 * and an INTERSECT subquery per row was most of the pool's time (apps/api/bench/matching.bench.ts).
 */
function sharedKeyCount(column: string, keys: readonly string[]): RawBuilder<number> {
  const distinct = [...new Set(keys)];
  if (distinct.length === 0) return sql<number>`0`;
  return sql<number>`(${sql.join(
    distinct.map((key) => sql`(${key}::text = any(${sql.ref(column)}))::int`),
    sql` + `,
  )})`;
}

/** Of a pool, the MATCH_CANDIDATES ids sharing most keys; ties keep the pool's own order (descending). */
function mostSharedIds(
  db: Executor,
  // biome-ignore lint/suspicious/noExplicitAny: either pool (profiles or jobs) with id and shared
  pool: SelectQueryBuilder<Database, any, { id: number; shared: number }>,
  poolOrder: string[],
) {
  let ranked = db.selectFrom(pool.as('pool')).select('pool.id').orderBy('pool.shared', 'desc');
  for (const column of poolOrder) ranked = ranked.orderBy(sql.ref(`pool.${column}`), 'desc');
  return ranked.limit(MATCH_CANDIDATES);
}

export type MatchDeveloperRecord = PublicDeveloperRecord & { timeZone: string };
export type MatchJobRecord = JobRecord & { clientTimeZone: string; skillKeys: string[] };

/**
 * The ids of the approved developers worth scoring for a job's skill keys, filtered like talent
 * search, in one statement. Built apart from running it so the benchmark can EXPLAIN the very SQL.
 */
export function developerMatchCandidateIdsQuery(
  db: Executor,
  jobSkillKeys: readonly string[],
  filters: DeveloperFilters,
) {
  let pool = approvedDevelopersMatching(db, filters);
  if (jobSkillKeys.length > 0)
    pool = pool.where(sql<boolean>`developer_profiles.skill_keys && ${keysArray(jobSkillKeys)}`);
  const poolQuery = pool
    .select(['developerProfiles.id', 'developerProfiles.isVerified'])
    .select(sharedKeyCount('developer_profiles.skill_keys', jobSkillKeys).as('shared'))
    .orderBy('developerProfiles.isVerified', 'desc')
    .orderBy('developerProfiles.id', 'desc')
    .limit(MATCH_POOL);
  return mostSharedIds(db, poolQuery, ['isVerified', 'id']);
}

/** The public profiles and time zones of the candidates `developerMatchCandidateIdsQuery` chose. */
export function developerMatchRowsQuery(db: Executor, ids: readonly number[]) {
  return withPublicColumns(
    db,
    db.selectFrom('developerProfiles').where('developerProfiles.id', 'in', [...ids]),
  ).select('users.timeZone');
}

/**
 * Rows in the order of `ids`: `id in (…)` answers in no set order, and ranking keeps the candidates'
 * order among equal scores, so the same call ranks the same way every time.
 */
function inIdOrder<Row extends { id: number }>(rows: Row[], ids: readonly number[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Approved developers worth scoring for a job's skill keys, filtered like talent search. */
export async function findDeveloperMatchCandidates(
  db: Executor,
  jobSkillKeys: readonly string[],
  filters: DeveloperFilters,
): Promise<MatchDeveloperRecord[]> {
  const ids = (await developerMatchCandidateIdsQuery(db, jobSkillKeys, filters).execute()).map(
    (row) => row.id,
  );
  if (ids.length === 0) return [];
  return inIdOrder(await developerMatchRowsQuery(db, ids).execute(), ids);
}

/** Browse Jobs' filters, which the Recommended sort keeps. */
export type JobMatchFilters = Omit<JobFilters, 'limit' | 'offset'>;

/**
 * The ids of the open jobs worth scoring for a developer, filtered like Browse Jobs (its
 * "Recommended" sort): sharing a skill key, not their own, not applied to; one statement, built
 * apart from running it so the benchmark can EXPLAIN it.
 */
export function jobMatchCandidateIdsQuery(
  db: Executor,
  developerUserId: number,
  developerSkillKeys: readonly string[],
  filters: JobMatchFilters = {},
) {
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
  return mostSharedIds(db, poolQuery, ['createdAt', 'id']);
}

/** The jobs `jobMatchCandidateIdsQuery` chose, with what scoring needs. */
export function jobMatchRowsQuery(db: Executor, ids: readonly number[]) {
  return withMatchJobColumns(db.selectFrom('jobs').where('jobs.id', 'in', [...ids]));
}

/** Open jobs worth scoring for a developer, filtered like Browse Jobs; see jobMatchCandidateIdsQuery. */
export async function findJobMatchCandidates(
  db: Executor,
  developerUserId: number,
  developerSkillKeys: readonly string[],
  filters: JobMatchFilters = {},
): Promise<MatchJobRecord[]> {
  const query = jobMatchCandidateIdsQuery(db, developerUserId, developerSkillKeys, filters);
  const ids = (await query.execute()).map((row) => row.id);
  if (ids.length === 0) return [];
  return inIdOrder(await jobMatchRowsQuery(db, ids).execute(), ids);
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
