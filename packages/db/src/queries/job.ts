import { createHash } from 'node:crypto';
import {
  BUDGET_BANDS,
  LIMITS,
  type TApplicationCounts,
  type TBudgetBand,
  type TClientJob,
  type TJob,
} from '@talanta/schema';
import { CompiledQuery, type SelectQueryBuilder, sql } from 'kysely';
import type { Database, JobRow } from '../types';
import { countApplicationsByStatus } from './application-stats';
import { cappedCountQuery, toCappedTotal } from './capped-count';
import type { Executor } from './executor';

/** The job columns an API job is built from (never the search vector). */
const JOB_COLUMNS = [
  'jobs.id',
  'jobs.clientId',
  'jobs.title',
  'jobs.description',
  'jobs.requiredSkills',
  'jobs.projectLength',
  'jobs.projectType',
  'jobs.location',
  'jobs.minBudget',
  'jobs.maxBudget',
  'jobs.budgetType',
  'jobs.category',
  'jobs.experienceLevel',
  'jobs.status',
  'jobs.createdAt',
] as const;

export type JobRecord = Pick<JobRow, (typeof JOB_COLUMNS)[number] extends `jobs.${infer C}` ? C : never> & {
  clientFirstName: string;
  clientLastName: string;
  clientCompanyName: string | null;
};

/** Adds the client's name and company to a query over jobs, with the columns of a JobRecord. */
export function withJobRecord(query: SelectQueryBuilder<Database, 'jobs', object>) {
  return query
    .innerJoin('users as jobClient', 'jobClient.id', 'jobs.clientId')
    .leftJoin('clientProfiles as jobClientProfile', 'jobClientProfile.userId', 'jobs.clientId')
    .select([
      ...JOB_COLUMNS,
      'jobClient.firstName as clientFirstName',
      'jobClient.lastName as clientLastName',
      'jobClientProfile.companyName as clientCompanyName',
    ]);
}

/** The one mapping of a job row to the API's job. */
export function toJob(row: JobRecord): TJob {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    requiredSkills: row.requiredSkills,
    projectLength: row.projectLength,
    projectType: row.projectType,
    location: row.location,
    isRemote: row.location.trim().toLowerCase() === 'remote',
    minBudget: row.minBudget,
    maxBudget: row.maxBudget,
    budgetType: row.budgetType,
    // Written only through the job schema, which allows the spec's labels alone.
    category: row.category as TJob['category'],
    experienceLevel: row.experienceLevel as TJob['experienceLevel'],
    status: row.status,
    clientId: row.clientId,
    client: {
      id: row.clientId,
      firstName: row.clientFirstName,
      lastName: row.clientLastName,
      companyName: row.clientCompanyName,
    },
    createdAt: row.createdAt.toISOString(),
  };
}

export interface NewJob {
  title: string;
  description: string;
  requiredSkills: string[];
  projectLength: JobRow['projectLength'];
  projectType: JobRow['projectType'];
  location: string;
  minBudget: number;
  maxBudget: number;
  budgetType: JobRow['budgetType'];
  category: string;
  experienceLevel: string;
}

export async function insertJob(db: Executor, clientId: number, job: NewJob): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({ ...job, clientId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findJobById(db: Executor, id: number): Promise<JobRecord | undefined> {
  return withJobRecord(db.selectFrom('jobs').where('jobs.id', '=', id)).executeTakeFirst();
}

/** What access and pipeline rules need to know about a job, without its text. */
export function findJobSummary(db: Executor, id: number) {
  return db
    .selectFrom('jobs')
    .select(['jobs.id', 'jobs.clientId', 'jobs.title', 'jobs.status'])
    .where('jobs.id', '=', id)
    .executeTakeFirst();
}

/**
 * The job an application is about, locked against a concurrent close until the caller's
 * transaction ends, so no application slips in after the job closed.
 */
export function lockJobForApplication(db: Executor, id: number) {
  return db
    .selectFrom('jobs')
    .select(['jobs.id', 'jobs.clientId', 'jobs.title', 'jobs.status'])
    .where('jobs.id', '=', id)
    .forShare()
    .executeTakeFirst();
}

/** Sets open/closed; the updated time records when a job was closed (the dashboards show it). */
export async function setJobStatus(db: Executor, id: number, status: JobRow['status']): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status, updatedAt: new Date() })
    .where('id', '=', id)
    .where('status', '<>', status)
    .execute();
}

const SEARCH_WORDS_MAX = 8;

/**
 * A search box's text as the prefixes every matching job must contain ("reac" finds React). Only
 * runs of letters and digits survive, so no user text can form tsquery syntax. Plural endings are
 * dropped first ("developers" finds "developer"); a shorter prefix only ever widens. The job
 * document splits punctuation the same way (migration 0002).
 */
function searchPrefixes(text: string | undefined): string[] {
  const words = (text ?? '').toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words.slice(0, SEARCH_WORDS_MAX).map(withoutPluralEnding))];
}

/** The search as a to_tsquery expression: every word must match as a prefix. Null when nothing is left. */
export function toPrefixTsquery(text: string | undefined): string | null {
  const prefixes = searchPrefixes(text);
  if (prefixes.length === 0) return null;
  return prefixes.map((prefix) => `${prefix}:*`).join(' & ');
}

function withoutPluralEnding(word: string): string {
  if (word.length < 4 || !word.endsWith('s') || word.endsWith('ss')) return word;
  if (word.length >= 5 && word.endsWith('ies')) return word.slice(0, -3);
  if (word.length >= 5 && word.endsWith('es')) return word.slice(0, -2);
  return word.slice(0, -1);
}

export interface JobFilters {
  search?: string | undefined;
  category?: string | undefined;
  experience?: string | undefined;
  budget?: TBudgetBand | undefined;
  limit: number;
  offset: number;
  /** A page's nextCursor: only jobs after that one (keyset paging). */
  cursor?: string | undefined;
}

/**
 * Which index finds a search's jobs. `filters`: the search document's and the filters' own
 * indexes, best when the matches are many (a walk in date order stops after a page or the count's
 * cap). `conjunction`: migration 0028's index of words keyed by their job's filters, best when
 * the search and the filters together match few jobs, which the others can only find by reading
 * lists that grow with the table.
 */
export type JobSearchIndex = 'filters' | 'conjunction';

/**
 * The code migration 0028 prefixes a job's words with for one combination of its filters: the
 * first 8 hex digits of md5 of "c:<category>|e:<level>|b:<band>" (the parts present, in that
 * order). Null without a filter.
 */
function conjunctionCode(filters: Omit<JobFilters, 'limit' | 'offset'>): string | null {
  const parts = [
    filters.category && `c:${filters.category}`,
    filters.experience && `e:${filters.experience}`,
    filters.budget && `b:${filters.budget}`,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return createHash('md5').update(parts.join('|')).digest('hex').slice(0, 8);
}

/**
 * The search as a tsquery over migration 0028's index: every prefix behind the filters' code.
 * Null unless there are both a search and a filter, and every word is plain ASCII letters and
 * digits, which PostgreSQL's parser keeps as one lexeme the way it is written (other words go
 * through to_tsquery on the other index, so both give the same matches).
 */
function conjunctionTsquery(filters: Omit<JobFilters, 'limit' | 'offset'>): string | null {
  const code = conjunctionCode(filters);
  const prefixes = searchPrefixes(filters.search);
  if (!code || prefixes.length === 0 || !prefixes.every((prefix) => /^[a-z0-9]+$/.test(prefix))) return null;
  return prefixes.map((prefix) => `'${code}${prefix}':*`).join(' & ');
}

/**
 * Up to this many estimated matches the conjunction index is faster: it reads every match, where
 * the filters' indexes walk jobs in date order until a page or the count's cap is found. Measured
 * at 1,000,000 jobs (docs/performance.md): 3,900 matches 11 against 20 ms, 5,600 matches of two
 * words 69 against 129 ms, 7,500 matches 33 against 30 ms, 18,000 matches 147 against 13 ms.
 */
const CONJUNCTION_MAX_ESTIMATE = 6000;

/**
 * From this many estimated matches on, a search's count is known to be past the cap without
 * counting: ten times the cap, so an estimate ten times too high still leaves more than the cap.
 * Counting even to the cap reads every match's entry in the search index (GIN cannot stop early),
 * a cost that grows with the table: "react" at 1,000,000 jobs, 83,000 matches, 14-17 ms against a
 * page's 1-2 ms (docs/performance.md).
 */
const PAST_CAP_ESTIMATE = LIMITS.searchCountCap * 10;

/** How a Browse Jobs request finds its jobs (planJobSearch). */
export interface JobSearchPlan {
  index: JobSearchIndex;
  /** False when the planner expects far more matches than the cap: the count is then the cap's "+". */
  countMatches: boolean;
}

interface PlanNode {
  'Plan Rows': number;
  Plans?: PlanNode[];
}

/**
 * The planner's estimate of the open jobs matching the filters (one EXPLAIN, no rows read), read
 * under a LIMIT 1: a plan costed past jit_above_cost is JIT-compiled even by a plain EXPLAIN
 * (about 28 ms for a one-letter search at 1M jobs), and the limit keeps its cost low. The scan
 * under the limit estimates every match whatever path it takes.
 */
async function estimateMatches(db: Executor, filters: Omit<JobFilters, 'limit' | 'offset'>): Promise<number> {
  const matches = openJobsMatching(db, filters).select(sql.lit(1).as('one')).limit(1).compile();
  const result = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${matches.sql}`, [...matches.parameters]),
  );
  const plan = result.rows[0]?.['QUERY PLAN'];
  const [{ Plan: limit }] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: PlanNode }];
  return (limit.Plans?.[0] ?? limit)['Plan Rows'];
}

/**
 * Plans a Browse Jobs request from the planner's estimate of its matches, asked only when there is
 * a search (filters alone count from their own indexes, stopping at the cap): the conjunction
 * index for a narrow search within filters, and no count for a search far past the cap.
 */
export async function planJobSearch(
  db: Executor,
  filters: Omit<JobFilters, 'limit' | 'offset'>,
): Promise<JobSearchPlan> {
  if (!toPrefixTsquery(filters.search)) return { index: 'filters', countMatches: true };
  const estimate = await estimateMatches(db, filters);
  if (conjunctionTsquery(filters) && estimate <= CONJUNCTION_MAX_ESTIMATE)
    return { index: 'conjunction', countMatches: true };
  return { index: 'filters', countMatches: estimate < PAST_CAP_ESTIMATE };
}

/** A job's keyset position in Browse Jobs' order: its `nextCursor` text is `${cursorTime}_${id}`. */
const cursorTimeOf = sql<string>`to_char(jobs.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

/** Rows after a page's nextCursor in Browse Jobs' order (keyset paging), of jobs or of its matches. */
function afterCursor(cursor: string, table: 'jobs' | 'matches' = 'jobs') {
  const [time = '', id = ''] = cursor.split('_');
  return sql<boolean>`(${sql.ref(`${table}.createdAt`)}, ${sql.ref(`${table}.id`)}) < (${time}::timestamp at time zone 'UTC', ${Number(id)})`;
}

/**
 * A narrow search within filters (see planJobSearch), read from the conjunction index
 * (migration 0028): the capped number of matches and the ids of the page's jobs, in one row. The
 * matches are found first, in a materialized step with no limit, where reading the index is the
 * only sensible plan; asked for a sorted page directly, the planner could instead walk jobs in date
 * order and compute each one's keys (75 µs a job) until it had a page. Null when the search cannot
 * use that index.
 */
export function conjunctionPageQuery(db: Executor, filters: JobFilters) {
  const conjunction = conjunctionTsquery(filters);
  if (!conjunction) return null;
  const matches = openJobsMatching(db, { ...filters, search: undefined })
    .select(['jobs.id', 'jobs.createdAt'])
    .where(
      sql<boolean>`jobs_conjunction_search_vector(jobs.category, jobs.experience_level, jobs.max_budget, jobs.search_vector) @@ ${conjunction}::tsquery`,
    );
  const counted = sql`(SELECT count(*) FROM (SELECT 1 FROM matches LIMIT ${LIMITS.searchCountCap + 1}) AS capped)`;
  const pageFilter = filters.cursor ? sql`WHERE ${afterCursor(filters.cursor, 'matches')}` : sql``;
  return sql<{ total: number; pageIds: number[] | null }>`
    WITH matches AS MATERIALIZED (${matches})
    SELECT ${counted}::int AS total,
      (SELECT array_agg(id) FROM (
        SELECT id FROM matches ${pageFilter}
        ORDER BY matches.created_at DESC, matches.id DESC
        LIMIT ${filters.limit + 1} OFFSET ${filters.offset}
      ) AS page) AS page_ids`;
}

/**
 * The two queries of a Browse Jobs request: one page of open jobs matching the filters, newest
 * first (one row more than asked, to know whether a next page exists), and the number of matches
 * up to the cap. Budget bands compare the maximum budget with both boundaries inclusive. Built
 * apart from running them so the benchmark can EXPLAIN the same SQL.
 */
export function openJobQueries(db: Executor, filters: JobFilters) {
  const matches = openJobsMatching(db, filters);
  let page = withJobRecord(matches).select(cursorTimeOf.as('cursorTime'));
  if (filters.cursor) page = page.where(afterCursor(filters.cursor));
  return {
    page: page
      .orderBy('jobs.createdAt', 'desc')
      .orderBy('jobs.id', 'desc')
      .limit(filters.limit + 1)
      .offset(filters.offset),
    count: cappedCountQuery(db, matches),
  };
}

/** Open jobs matching the Browse Jobs filters; shared by the list and saved-search alerts (issue 14). */
export function openJobsMatching(db: Executor, filters: Omit<JobFilters, 'limit' | 'offset'>) {
  // A literal, so the planner can use the partial indexes over open jobs.
  let matches = db.selectFrom('jobs').where('jobs.status', '=', sql.lit('open'));
  if (filters.category) matches = matches.where('jobs.category', '=', filters.category);
  if (filters.experience) matches = matches.where('jobs.experienceLevel', '=', filters.experience);
  if (filters.budget) {
    const band = BUDGET_BANDS[filters.budget];
    matches = matches.where('jobs.maxBudget', '>=', band.min);
    if (band.max !== null) matches = matches.where('jobs.maxBudget', '<=', band.max);
  }
  const tsquery = toPrefixTsquery(filters.search);
  if (tsquery) {
    matches = matches.where((eb) =>
      eb('jobs.searchVector', '@@', sql<string>`to_tsquery('simple'::regconfig, ${tsquery})`),
    );
  }
  return matches;
}

export interface OpenJobPage {
  jobs: JobRecord[];
  total: number;
  totalIsCapped: boolean;
  nextCursor: string | null;
}

/**
 * The queries of a Browse Jobs request as planJobSearch plans them: the conjunction query for a
 * narrow search within filters; else the page and the count, or no count for a search surely past
 * the cap. Built apart from running them so the benchmark can EXPLAIN the same SQL.
 */
export async function plannedJobQueries(db: Executor, filters: JobFilters) {
  const plan = await planJobSearch(db, filters);
  const narrow = plan.index === 'conjunction' ? conjunctionPageQuery(db, filters) : null;
  if (narrow) return { narrow, page: null, count: null } as const;
  const { page, count } = openJobQueries(db, filters);
  return { narrow: null, page, count: plan.countMatches ? count : null } as const;
}

/**
 * One page of open jobs matching the filters plus the capped number of matches: from the
 * conjunction index for a narrow search within filters, else the page and the count side by side,
 * or the page alone when the count is surely past the cap (planJobSearch).
 */
export async function findOpenJobs(db: Executor, filters: JobFilters): Promise<OpenJobPage> {
  const { narrow, page: pageQuery, count } = await plannedJobQueries(db, filters);
  if (narrow) {
    const { rows } = await narrow.execute(db);
    const { total = 0, pageIds } = rows[0] ?? {};
    const page = pageIds?.length
      ? await withJobRecord(db.selectFrom('jobs').where('jobs.id', 'in', pageIds))
          .select(cursorTimeOf.as('cursorTime'))
          .orderBy('jobs.createdAt', 'desc')
          .orderBy('jobs.id', 'desc')
          .execute()
      : [];
    return toOpenJobPage(page, total, filters.limit);
  }
  const [rows, counted] = await Promise.all([
    pageQuery.execute(),
    count ? count.executeTakeFirstOrThrow().then((row) => row.total) : LIMITS.searchCountCap + 1,
  ]);
  return toOpenJobPage(rows, counted, filters.limit);
}

function toOpenJobPage(
  rows: (JobRecord & { cursorTime: string })[],
  counted: number,
  limit: number,
): OpenJobPage {
  const jobs = rows.slice(0, limit).map(({ cursorTime: _, ...job }) => job);
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return {
    jobs,
    ...toCappedTotal(counted),
    nextCursor: last ? `${last.cursorTime}_${last.id}` : null,
  };
}

export type ClientJobRecord = JobRecord & TApplicationCounts;

/** A client's jobs, newest first, each with its applications counted per status (one query). */
export function findClientJobs(db: Executor, clientId: number, limit?: number): Promise<ClientJobRecord[]> {
  let query = withJobRecord(db.selectFrom('jobs').where('jobs.clientId', '=', clientId))
    // An aggregate without GROUP BY yields exactly one row, so the inner lateral join keeps every job.
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('jobApplications')
          .select(countApplicationsByStatus)
          .whereRef('jobApplications.jobId', '=', 'jobs.id')
          .as('counts'),
      (join) => join.onTrue(),
    )
    .select([
      'counts.total',
      'counts.pending',
      'counts.interview',
      'counts.accepted',
      'counts.rejected',
      'counts.withdrawn',
    ])
    .orderBy('jobs.createdAt', 'desc')
    .orderBy('jobs.id', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

export function toClientJob(row: ClientJobRecord): TClientJob {
  return {
    ...toJob(row),
    applicationCounts: {
      total: row.total,
      pending: row.pending,
      interview: row.interview,
      accepted: row.accepted,
      rejected: row.rejected,
      withdrawn: row.withdrawn,
    },
  };
}

/** The job figures of a client's dashboard. */
export async function countClientOpenJobs(db: Executor, clientId: number): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('clientId', '=', clientId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return row.count;
}

/** A client's latest job posts, for Recent Activity. */
export function findRecentJobsPosted(db: Executor, clientId: number, limit: number) {
  return db
    .selectFrom('jobs')
    .select(['id', 'title', 'createdAt'])
    .where('clientId', '=', clientId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A client's latest closed jobs (closing is the last change a closed job sees), for Recent Activity. */
export function findRecentJobsClosed(db: Executor, clientId: number, limit: number) {
  return db
    .selectFrom('jobs')
    .select(['id', 'title', 'updatedAt'])
    .where('clientId', '=', clientId)
    .where('status', '=', 'closed')
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Who posted a job; undefined when there is no such job. */
export async function findJobClientId(db: Executor, jobId: number): Promise<number | undefined> {
  const row = await db.selectFrom('jobs').select('clientId').where('id', '=', jobId).executeTakeFirst();
  return row?.clientId;
}
