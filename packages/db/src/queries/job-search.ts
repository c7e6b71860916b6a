import { LIMITS } from '@talanta/schema';
import { sql } from 'kysely';
import { cappedCountQuery, toCappedTotal } from './capped-count';
import type { Executor } from './executor';
import { conjunctionTsquery, type JobFilters, openJobsMatching } from './job-filters';
import { type JobRecord, withJobRecord } from './job-record';
import { planJobSearch } from './job-search-plan';

/** Browse Jobs: one page of open jobs and the capped number of matches, as planJobSearch plans them. */

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
