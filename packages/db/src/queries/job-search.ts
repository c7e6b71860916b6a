import { LIMITS } from '@talanta/schema';
import { type OperationNodeSource, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../types';
import { cappedCountQuery, toCappedTotal } from './capped-count';
import type { Executor } from './executor';
import {
  conjunctionTsquery,
  expandedSearchTerms,
  type JobFilters,
  openJobsMatching,
  type SearchTerms,
  testedOnEachRow,
} from './job-filters';
import { type JobRecord, withJobRecord } from './job-record';
import { planJobSearch } from './job-search-plan';
import { materializedPageQuery } from './materialized-page';

/** Browse Jobs: one page of open jobs and the capped number of matches, as planJobSearch plans them. */

/** A job's keyset position in Browse Jobs' order: its `nextCursor` text is `${cursorTime}_${id}`. */
const cursorTimeOf = sql<string>`to_char(jobs.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

/** Rows after a page's nextCursor in Browse Jobs' order (keyset paging), of jobs or of its matches. */
function afterCursor(cursor: string, table: 'jobs' | 'matches' = 'jobs') {
  const [time = '', id = ''] = cursor.split('_');
  return sql<boolean>`(${sql.ref(`${table}.createdAt`)}, ${sql.ref(`${table}.id`)}) < (${time}::timestamp at time zone 'UTC', ${Number(id)})`;
}

/** The jobs whose ids are given (a list, or a query of them), with their cursor, in Browse Jobs' order. */
function jobsInBrowseOrder(
  db: Executor,
  ids: number[] | SelectQueryBuilder<Database, 'jobs', { id: number }>,
) {
  return withJobRecord(db.selectFrom('jobs').where('jobs.id', 'in', ids))
    .select(cursorTimeOf.as('cursorTime'))
    .orderBy('jobs.createdAt', 'desc')
    .orderBy('jobs.id', 'desc');
}

/** A page of Browse Jobs from its matches found first (materializedPageQuery), after the cursor. */
function matchesPageQuery(matches: OperationNodeSource, filters: JobFilters) {
  return materializedPageQuery(matches, {
    order: sql`matches.created_at DESC, matches.id DESC`,
    ...(filters.cursor && { where: afterCursor(filters.cursor, 'matches') }),
    limit: filters.limit + 1,
    offset: filters.offset,
  });
}

/**
 * A narrow search within filters (see planJobSearch), read from the conjunction index
 * (migration 0028): its matches up to `readUpTo` (the planner expected them few; when that many
 * are found, findOpenJobs walks for the page), their number, and the page's ids. Null when the
 * search cannot use that index.
 */
export function conjunctionPageQuery(
  db: Executor,
  filters: JobFilters,
  readUpTo: number,
  terms?: SearchTerms | null,
) {
  const conjunction = conjunctionTsquery(filters, terms);
  if (!conjunction) return null;
  let matches = openJobsMatching(db, { ...filters, search: undefined })
    .select(['jobs.id', 'jobs.createdAt'])
    .where(
      sql<boolean>`jobs_conjunction_search_vector(jobs.category, jobs.experience_level, jobs.max_budget, jobs.search_vector) @@ ${conjunction}::tsquery`,
    );
  if (terms?.broad) matches = matches.where(testedOnEachRow(terms.broad));
  return matchesPageQuery(matches.limit(readUpTo), filters);
}

/**
 * A search's matches read first (planJobSearch's `matches-first`) from the search and filter
 * indexes, up to `readUpTo`: when fewer, that is all of them, and the row holds their number and
 * the page's ids.
 */
export function matchesFirstQuery(
  db: Executor,
  filters: JobFilters,
  readUpTo: number,
  terms?: SearchTerms | null,
) {
  const matches = openJobsMatching(db, filters, 'index', terms)
    .select(['jobs.id', 'jobs.createdAt'])
    .limit(readUpTo);
  return matchesPageQuery(matches, filters);
}

/**
 * The two queries of a Browse Jobs request: one page of open jobs matching the filters, newest
 * first (one row more than asked, to know whether a next page exists), and the number of matches
 * up to the cap. Budget bands compare the maximum budget with both boundaries inclusive. Built
 * apart from running them so the benchmark can EXPLAIN the same SQL.
 */
export function openJobQueries(db: Executor, filters: JobFilters, terms?: SearchTerms | null) {
  // With a search, the page is only walked for once more matches than the cap exist, known or
  // surely estimated (planJobSearch): tested row by row in date order, it stops after a page.
  // The walk finds the page's ids alone, then their jobs are read: without a search it reads only
  // an index (migration 0053), and a deep offset no longer joins every job it skips to its client.
  let pageIds = openJobsMatching(db, filters, 'each-row').select('jobs.id');
  if (filters.cursor) pageIds = pageIds.where(afterCursor(filters.cursor));
  pageIds = pageIds
    .orderBy('jobs.createdAt', 'desc')
    .orderBy('jobs.id', 'desc')
    .limit(filters.limit + 1)
    .offset(filters.offset);
  return {
    page: jobsInBrowseOrder(db, pageIds),
    count: cappedCountQuery(db, openJobsMatching(db, filters, 'index', terms)),
  };
}

export interface OpenJobPage {
  jobs: JobRecord[];
  total: number;
  totalIsCapped: boolean;
  nextCursor: string | null;
}

/**
 * The queries of a Browse Jobs request as planJobSearch plans them: `matches`, the conjunction
 * query or the matches-first query, whose row holds the count and the page's ids (for a search
 * with more matches than the cap, findOpenJobs then finds the page by a bounded walk); or `page`,
 * the walk in date order, with `count` beside it, null for a search surely past the cap. Built
 * apart from running them so the benchmark can EXPLAIN the same SQL.
 */
export async function plannedJobQueries(db: Executor, filters: JobFilters) {
  // Side by side: the estimate asks the prefixes as typed, which the column's statistics estimate
  // as well as the words they stand for.
  const [terms, plan] = await Promise.all([
    expandedSearchTerms(db, filters.search),
    planJobSearch(db, filters),
  ]);
  const matches =
    plan.index === 'conjunction'
      ? conjunctionPageQuery(db, filters, plan.readUpTo, terms)
      : plan.index === 'matches-first'
        ? matchesFirstQuery(db, filters, plan.readUpTo, terms)
        : null;
  if (matches) return { plan, matches, page: null, count: null } as const;
  const { page, count } = openJobQueries(db, filters, terms);
  return { plan, matches: null, page, count: plan.countMatches ? count : null } as const;
}

/** The page's jobs by id, in Browse Jobs' order. */
function jobsByIds(db: Executor, ids: number[] | null) {
  if (!ids?.length) return Promise.resolve([]);
  return jobsInBrowseOrder(db, ids).execute();
}

/**
 * One page of open jobs matching the filters plus the capped number of matches, as
 * plannedJobQueries plans them. A search whose matches were read first (from either index) that has
 * as many as were read is dense enough for the walk in date order to meet its page soon.
 */
export async function findOpenJobs(db: Executor, filters: JobFilters): Promise<OpenJobPage> {
  const { plan, matches, page: pageQuery, count } = await plannedJobQueries(db, filters);
  if (matches) {
    const { rows } = await matches.execute(db);
    const { matched = 0, pageIds = null } = rows[0] ?? {};
    if (matched < plan.readUpTo) return toOpenJobPage(await jobsByIds(db, pageIds), matched, filters.limit);
    return toOpenJobPage(await openJobQueries(db, filters).page.execute(), matched, filters.limit);
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
