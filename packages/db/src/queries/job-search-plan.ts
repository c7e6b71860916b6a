import { LIMITS } from '@talanta/schema';
import { CompiledQuery, sql } from 'kysely';
import type { Executor } from './executor';
import { conjunctionTsquery, type JobFilters, openJobsMatching, toPrefixTsquery } from './job-filters';

/**
 * Which index finds a search's jobs. `filters`: the search document's and the filters' own
 * indexes, best when the matches are many (a walk in date order stops after a page or the count's
 * cap). `conjunction`: migration 0028's index of words keyed by their job's filters, best when
 * the search and the filters together match few jobs, which the others can only find by reading
 * lists that grow with the table.
 */
export type JobSearchIndex = 'filters' | 'conjunction';

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
