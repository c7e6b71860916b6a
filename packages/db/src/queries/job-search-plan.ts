import { LIMITS } from '@talanta/schema';
import { CompiledQuery, sql } from 'kysely';
import type { Executor } from './executor';
import {
  conjunctionTsquery,
  type JobFilters,
  openJobsMatching,
  searchPrefixes,
  toPrefixTsquery,
} from './job-filters';

/**
 * Which index finds a search's jobs. `filters`: the search document's and the filters' own
 * indexes, best when the matches are many (a walk in date order stops after a page or the count's
 * cap). `conjunction`: migration 0028's index of words keyed by their job's filters, best when
 * the search and the filters together match few jobs, which the others can only find by reading
 * lists that grow with the table; read up to `readUpTo` too, past which the walk finds the page
 * (the estimate multiplies words' frequencies and can be far too low: "role based access" at Entry
 * Level, estimated 1, matched 9,011 at 300,000 jobs, 380 ms to read them all). `matches-first`:
 * the search index's matches are read first, up to `readUpTo`; when that is all of them, the page
 * is sorted from them, else the walk in date order finds it (issue 43: a search whose estimate is
 * far too high, such as a word no job has or two words no job has together, would otherwise walk
 * every open job in date order, 1.5 s at 300,000 jobs, for an empty page).
 */
export type JobSearchIndex = 'filters' | 'conjunction' | 'matches-first';

/**
 * Up to this many estimated matches the conjunction index is faster: it reads every match, where
 * the filters' indexes walk jobs in date order until a page or the count's cap is found. Measured
 * at 1,000,000 jobs (bench/jobs.bench.ts): 3,900 matches 11 against 20 ms, 5,600 matches of two
 * words 69 against 129 ms, 7,500 matches 33 against 30 ms, 18,000 matches 147 against 13 ms.
 */
const CONJUNCTION_MAX_ESTIMATE = 6000;

/**
 * From this many estimated matches on, a search's count is known to be past the cap without
 * counting: ten times the cap, so an estimate ten times too high still leaves more than the cap.
 * Counting even to the cap reads every match's entry in the search index (GIN cannot stop early),
 * a cost that grows with the table: "react" at 1,000,000 jobs, 83,000 matches, 14-17 ms against a
 * page's 1-2 ms (bench/jobs.bench.ts).
 */
const PAST_CAP_ESTIMATE = LIMITS.searchCountCap * 10;

/** How a Browse Jobs request finds its jobs (planJobSearch). */
export interface JobSearchPlan {
  index: JobSearchIndex;
  /** False when the planner expects far more matches than the cap: the count is then the cap's "+". */
  countMatches: boolean;
  /**
   * `matches-first` and `conjunction`: how many matches to read at most before walking instead
   * (matchesReadLimit); 0 otherwise.
   */
  readUpTo: number;
}

/**
 * How many matches a search reads from its index before it walks in date order instead. A match
 * read from the index is a row read at random, one table page each; a walk meets `wanted` (offset +
 * page) matches after about wanted × jobs / matches jobs, read in the order they were posted, which
 * is the order they sit in the table, many to a page. Both cost the same at sqrt(wanted × jobs / k)
 * matches, k the walk's advantage a row. Measured with the search mix at 300,000 jobs (issue 43),
 * the pages the mix read were fewest from k = 15 to 30: 1,243,000 against 1,951,000 at k = 1. Never
 * under the count's cap, which it counts (so a first page reads up to the cap); at most 20,000.
 */
const WALK_ADVANTAGE = 20;

export function matchesReadLimit(wanted: number, jobs: number): number {
  const balanced = Math.round(Math.sqrt((wanted * jobs) / WALK_ADVANTAGE));
  return Math.min(20_000, Math.max(LIMITS.searchCountCap + 1, balanced));
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

/** How long this process reuses its read of the jobs table's size. */
const TABLE_SIZE_TTL_MS = 60_000;
let tableSize: { rows: number; readAt: number } | null = null;

/**
 * The planner's count of the jobs table's rows (pg_class.reltuples, kept by ANALYZE), read at most
 * once a minute by this process: it only sizes how many matches a search reads first, and grows
 * slowly, where a round trip for it cost every search about a millisecond.
 */
async function jobsInTable(db: Executor): Promise<number> {
  if (tableSize && Date.now() - tableSize.readAt < TABLE_SIZE_TTL_MS) return tableSize.rows;
  const { rows } = await sql<{ rows: number }>`
    SELECT greatest(reltuples, 0)::bigint AS rows FROM pg_class WHERE oid = 'jobs'::regclass`.execute(db);
  tableSize = { rows: Number(rows[0]?.rows ?? 0), readAt: Date.now() };
  return tableSize.rows;
}

/**
 * Plans a Browse Jobs request from the planner's estimate of its matches, asked only when there is
 * a search (filters alone count from their own indexes, stopping at the cap): the conjunction
 * index for a narrow search within filters; no count, and the walk in date order, for one word
 * far past the cap; else the matches first.
 *
 * Only the estimate of one word past the cap is trusted to be high: PostgreSQL keeps the
 * frequencies of common words, so that one is measured, but it guesses 0.5% of the table for a word
 * it does not know (a typo, a word no job has) and multiplies the frequencies of several words as if
 * they were independent ("contract freelance" are two seniorities no job has both of). Reading the
 * matches first costs a few milliseconds when they are many and saves the walk when they are few.
 */
export async function planJobSearch(
  db: Executor,
  filters: Omit<JobFilters, 'limit' | 'offset'> & Partial<Pick<JobFilters, 'limit' | 'offset'>>,
): Promise<JobSearchPlan> {
  if (!toPrefixTsquery(filters.search)) return { index: 'filters', countMatches: true, readUpTo: 0 };
  const [estimate, jobs] = await Promise.all([estimateMatches(db, filters), jobsInTable(db)]);
  const wanted = (filters.offset ?? 0) + (filters.limit ?? LIMITS.jobsPageDefault) + 1;
  const readUpTo = matchesReadLimit(wanted, jobs);
  if (conjunctionTsquery(filters) && estimate <= CONJUNCTION_MAX_ESTIMATE)
    return { index: 'conjunction', countMatches: true, readUpTo };
  if (estimate >= PAST_CAP_ESTIMATE && searchPrefixes(filters.search).length === 1)
    return { index: 'filters', countMatches: false, readUpTo: 0 };
  return { index: 'matches-first', countMatches: true, readUpTo };
}
