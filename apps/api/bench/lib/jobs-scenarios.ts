import type { ScenarioResult } from './compare';
import type { ExplainedQuery } from './explain';
import type { MixResult, TimedRequest } from './mix-load';

/** The jobs benchmark's sizes, load settings and requests, and what it measures at each size. */

/** Every size is seeded in turn; the load scenarios run at LOAD_JOBS, the p50 comparison at each. */
export const JOB_SIZES = (process.env.BENCH_JOB_SIZES ?? '10000,300000,1000000').split(',').map(Number);
export const LOAD_JOBS = Number(process.env.BENCH_JOBS ?? 300_000);
export const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 8);
/** One connection, uncached: the service time of a request at each size. */
export const P50_SECONDS = Number(process.env.BENCH_P50_SECONDS ?? 4);
export const WARMUP_SECONDS = 2;
/** Below this, a sequential scan of the jobs is a fair plan; from it on the benchmark fails on one. */
export const INDEX_REQUIRED_FROM = 100_000;
export const CONNECTIONS = 10;
export const UNDER_LOAD = {
  connections: CONNECTIONS,
  seconds: DURATION_SECONDS,
  warmupSeconds: WARMUP_SECONDS,
};
/**
 * PostgreSQL's default random_page_cost (4) models spinning disks; on SSD or a cached data set the
 * documented advice is about 1.1, which production sets too (the pool's options, create-db.ts). With 4,
 * the count of a broad prefix search ("react", 7,500 matches) is costed as a sequential scan that
 * takes ~90 ms instead of a ~15 ms GIN bitmap scan.
 */
export const PLANNER_SETTINGS = { random_page_cost: '1.1' };

export interface Scenario {
  label: string;
  query: Record<string, string>;
  /** Default CONNECTIONS; one connection shows the service time without queueing. */
  connections?: number;
}

export const SCENARIOS: Scenario[] = [
  { label: 'Browse, no filters', query: { limit: '20' } },
  { label: 'Search "react"', query: { search: 'react', limit: '20' } },
  {
    label: 'Search "react" + category + budget band',
    query: { search: 'react', category: 'Web Development', budget: '1000-5000', limit: '20' },
  },
  {
    label: 'The same, one connection at a time',
    query: { search: 'react', category: 'Web Development', budget: '1000-5000', limit: '20' },
    connections: 1,
  },
  {
    label: 'Search "payments nairobi" + experience',
    query: { search: 'payments nairobi', experience: 'Expert', limit: '20' },
  },
  {
    label: 'Filters only: category + experience + budget band',
    query: { category: 'DevOps', experience: 'Expert', budget: '10000+', limit: '20' },
  },
];
/** The scenario whose response body the bare route repeats. */
export const HEADLINE = SCENARIOS[2] as Scenario;
/** One URL at the default page of 50 jobs (about 40 KB), beside a bare route with its body (issue 43). */
export const FULL_PAGE: Scenario = {
  label: 'Search "react" + category + budget band, the default page of 50',
  query: { search: 'react', category: 'Web Development', budget: '1000-5000' },
};
/** Distinct searches in the mix (issue 43), drawn with Zipf weights (lib/search-mix.ts). */
export const MIX_SEARCHES = 1000;
/** The slowest distinct searches of the mix whose plans are printed and reported. */
export const SLOWEST_SHOWN = 5;
/** Timed one connection at a time, uncached, at every size (the p50 row). */
export const P50_SCENARIOS = SCENARIOS.slice(0, 3);
/** The cheap authenticated read, against a bare route answering a small JSON body. */
export const AUTH_REQUEST = '/api/auth/user';
export const HELLO = { hello: 'world' };

export const jobsRequest = (scenario: Scenario) => `/api/jobs?${new URLSearchParams(scenario.query)}`;

export interface SizeResult {
  jobs: number;
  openJobs: number;
  seedSeconds: number;
  p50: ScenarioResult[];
  plans: ExplainedQuery[];
  /** At LOAD_JOBS only: the concurrent scenarios, the bare routes and the session read. */
  load: ScenarioResult[];
  ratios: {
    jobs: number;
    jobsUncached: number;
    auth: number;
    /** Issue 43: one URL at the default page of 50 against the bare route with that body. */
    fullPage: number;
    /** Issue 43: the Zipf mix of distinct searches, list cache on and off, against that bare route. */
    mix: number;
    mixUncached: number;
  } | null;
  /** Issue 43: the mix under load, and its slowest searches alone with their plans. */
  mix: { cached: MixResult; uncached: MixResult; slowest: TimedRequest[]; plans: ExplainedQuery[] } | null;
  /** Plans that read the jobs table without an index and without stopping early. */
  unindexed: string[];
}
