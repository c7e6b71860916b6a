import os from 'node:os';
import { createDb, type DbHandle, migrateToLatest, plannedJobQueries } from '@talanta/db';
import { LIMITS, type TJobSearchInput, ZJobSearchInput } from '@talanta/schema';
import { loadBare, loadTarget, type ScenarioResult } from './lib/compare';
import { createThrowawayDatabase, describeServer } from './lib/database';
import { type ExplainedQuery, explain } from './lib/explain';
import { ms } from './lib/format';
import { jobsReport, perSecond, preciseMs } from './lib/jobs-report';
import {
  AUTH_REQUEST,
  CONNECTIONS,
  DURATION_SECONDS,
  FULL_PAGE,
  HEADLINE,
  HELLO,
  INDEX_REQUIRED_FROM,
  JOB_SIZES,
  jobsRequest,
  LOAD_JOBS,
  MIX_SEARCHES,
  P50_SCENARIOS,
  P50_SECONDS,
  PLANNER_SETTINGS,
  SCENARIOS,
  type SizeResult,
  SLOWEST_SHOWN,
  UNDER_LOAD,
  WARMUP_SECONDS,
} from './lib/jobs-scenarios';
import { loadMix, refusedSummary, slowestRequests } from './lib/mix-load';
import { writeBenchSection } from './lib/report';
import { jobSearchMix, WARMUP_MIX_SEED } from './lib/search-mix';
import { seedJobs } from './lib/seed-jobs';
import { type BenchServers, startBenchServers } from './lib/server-process';
import { sessionCookie } from './lib/session';

/**
 * GET /api/jobs on 100,000 jobs in PostgreSQL: the query plans (which must use indexes) and the
 * latency and throughput under concurrent load, beside a bare Fastify route answering a JSON body
 * of the same size. Writes the figures to docs/performance.md ("Jobs search").
 */

async function signedInCookie(handle: DbHandle): Promise<string> {
  const developer = await handle.db
    .insertInto('users')
    .values({
      email: 'bench-developer@example.com',
      passwordHash: 'not-a-hash',
      firstName: 'Bench',
      lastName: 'Developer',
      role: 'developer',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return sessionCookie(handle, developer.id, 'developer');
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of what the app runs for one request (plannedJobQueries): the matches
 * found first, with the count and the page's ids in one row (then the page's jobs by id); or the
 * page walked in date order beside the capped count, or alone for a search far past the cap.
 */
async function explainRequest(
  handle: DbHandle,
  label: string,
  query: TJobSearchInput,
): Promise<ExplainedQuery[]> {
  if (!handle.pool) throw new Error('the jobs benchmark runs on PostgreSQL');
  const filters = ZJobSearchInput.parse(query);
  const { plan, matches, page, count } = await plannedJobQueries(handle.db, filters);
  if (matches) {
    const compilable = { compile: () => matches.compile(handle.db) };
    return [await explain(handle.pool, `${label} — matches (${plan.index})`, compilable)];
  }
  const plans = [await explain(handle.pool, `${label} — page`, page)];
  if (count) plans.push(await explain(handle.pool, `${label} — count`, count));
  return plans;
}

async function explainScenarios(handle: DbHandle): Promise<ExplainedQuery[]> {
  const plans: ExplainedQuery[] = [];
  for (const scenario of SCENARIOS.filter((each) => each.connections === undefined))
    plans.push(...(await explainRequest(handle, scenario.label, scenario.query as TJobSearchInput)));
  return plans;
}

/**
 * Issue 43: the Zipf mix of distinct searches under load, on the app as deployed (its list cache
 * holding none of them, warmed up with other searches) and with the list cache off; then each
 * search once alone, and the plans of the slowest.
 */
async function benchMix(handle: DbHandle, servers: BenchServers, cookie: string) {
  const requests = jobSearchMix(MIX_SEARCHES);
  const warmup = { requests: jobSearchMix(MIX_SEARCHES, WARMUP_MIX_SEED), seconds: WARMUP_SECONDS };
  const cached = await loadMix({
    label: `${MIX_SEARCHES.toLocaleString('en-US')} distinct searches, Zipf weights`,
    baseUrl: servers.appUrl,
    requests,
    cookie,
    connections: CONNECTIONS,
    seconds: DURATION_SECONDS,
    warmup,
  });
  const uncached = await loadMix({
    label: 'The same, list cache off',
    baseUrl: servers.uncachedUrl,
    requests,
    cookie,
    connections: CONNECTIONS,
    seconds: DURATION_SECONDS,
    warmup,
  });
  for (const result of [cached, uncached]) {
    console.log(
      `${result.label}: ${perSecond(result.load.requestsPerSecond)} req/s, median ${ms(result.load.medianMs)}, p99 ${ms(result.load.p99Ms)}, not 2xx ${result.load.failures}, most waiting for a connection ${result.poolWaitingMax}`,
    );
    for (const line of refusedSummary(result.load)) console.log(`  refused: ${line}`);
  }
  const slowest = await slowestRequests(servers.uncachedUrl, requests, cookie, SLOWEST_SHOWN);
  const plans: ExplainedQuery[] = [];
  for (const slow of slowest) {
    const query = Object.fromEntries(new URL(slow.request, 'http://mix').searchParams) as TJobSearchInput;
    plans.push(...(await explainRequest(handle, decodeURIComponent(slow.request), query)));
  }
  for (const plan of plans)
    console.log(`\n--- EXPLAIN ANALYZE, a slow search of the mix: ${plan.label}\n${plan.plan}`);
  return { cached, uncached, slowest, plans };
}

/**
 * A plan that reads the jobs table without an index fails the benchmark, unless it stops early: a
 * capped count of a broad search may walk the table until 1,001 matches (it reads ~13,000 rows
 * for "react" whatever the table's size), which is cheaper than any index.
 */
function scansTooMuch(plan: ExplainedQuery): boolean {
  if (plan.indexes.length === 0 && !plan.usesSeqScanOnJobs) return true;
  if (!plan.usesSeqScanOnJobs) return false;
  const removed = [...plan.plan.matchAll(/Rows Removed by Filter: (\d+)/g)].map((match) => Number(match[1]));
  return !/Limit/.test(plan.plan) || Math.max(0, ...removed) > 100 * LIMITS.searchCountCap;
}

async function benchSize(jobCount: number): Promise<SizeResult> {
  const database = await createThrowawayDatabase('talanta_bench', PLANNER_SETTINGS);
  let handle: DbHandle | undefined;
  let servers: BenchServers | undefined;
  try {
    handle = await createDb({ databaseUrl: database.url, poolSize: 2, queryTimeoutMs: 600_000 });
    await migrateToLatest(handle.db);
    console.log(`\nseeding ${jobCount.toLocaleString('en-US')} jobs into ${database.name} …`);
    const seedStarted = Date.now();
    await seedJobs(database.url, jobCount);
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    console.log(`seeded and analysed in ${seedSeconds.toFixed(1)} s`);
    const cookie = await signedInCookie(handle);

    const plans = await explainScenarios(handle);
    for (const plan of plans)
      console.log(`\n--- EXPLAIN ANALYZE at ${jobCount}: ${plan.label}\n${plan.plan}`);
    const unindexed =
      jobCount >= INDEX_REQUIRED_FROM ? plans.filter(scansTooMuch).map((plan) => plan.label) : [];

    servers = await startBenchServers(database.url);
    const p50: ScenarioResult[] = [];
    for (const scenario of P50_SCENARIOS) {
      const result = await loadTarget({
        label: scenario.label,
        baseUrl: servers.uncachedUrl,
        request: jobsRequest(scenario),
        cookie,
        connections: 1,
        seconds: P50_SECONDS,
        warmupSeconds: 1,
        subMillisecond: true,
      });
      console.log(
        `${jobCount} jobs, ${result.label}, uncached, one connection: p50 ${preciseMs(result.load.medianMs)}`,
      );
      p50.push(result);
    }

    const load: ScenarioResult[] = [];
    let ratios: SizeResult['ratios'] = null;
    let mix: SizeResult['mix'] = null;
    if (jobCount === LOAD_JOBS) {
      // First, while the app's list cache is empty: the mix meets each of its searches cold once.
      mix = await benchMix(handle, servers, cookie);
      for (const scenario of SCENARIOS) {
        const result = await loadTarget({
          label: scenario.label,
          baseUrl: servers.appUrl,
          request: jobsRequest(scenario),
          cookie,
          ...UNDER_LOAD,
          connections: scenario.connections ?? CONNECTIONS,
        });
        load.push(result);
      }
      const headline = load[SCENARIOS.indexOf(HEADLINE)] as ScenarioResult;
      const uncached = await loadTarget({
        label: `${HEADLINE.label}, list cache off`,
        baseUrl: servers.uncachedUrl,
        request: jobsRequest(HEADLINE),
        cookie,
        ...UNDER_LOAD,
      });
      load.push(uncached);
      const body = await (
        await fetch(`${servers.appUrl}${jobsRequest(HEADLINE)}`, { headers: { cookie } })
      ).json();
      const bare = await loadBare(
        servers,
        { label: 'Bare Fastify route, same JSON body', ...UNDER_LOAD },
        body,
        headline,
      );
      load.push(bare);
      const auth = await loadTarget({
        label: 'GET /api/auth/user (session check, cached up to 1 s)',
        baseUrl: servers.appUrl,
        request: AUTH_REQUEST,
        cookie,
        ...UNDER_LOAD,
      });
      load.push(auth);
      const authBody = await (
        await fetch(`${servers.appUrl}${AUTH_REQUEST}`, { headers: { cookie } })
      ).json();
      load.push(
        await loadBare(
          servers,
          { label: 'Bare Fastify route, the same user JSON', ...UNDER_LOAD },
          authBody,
          auth,
        ),
      );
      const helloWorld = await loadBare(
        servers,
        { label: 'Bare Fastify route, hello', ...UNDER_LOAD },
        HELLO,
      );
      load.push(helloWorld);
      const fullPage = await loadTarget({
        label: FULL_PAGE.label,
        baseUrl: servers.appUrl,
        request: jobsRequest(FULL_PAGE),
        cookie,
        ...UNDER_LOAD,
      });
      load.push(fullPage);
      const fullPageBody = await (
        await fetch(`${servers.appUrl}${jobsRequest(FULL_PAGE)}`, { headers: { cookie } })
      ).json();
      const fullPageBare = await loadBare(
        servers,
        { label: 'Bare Fastify route, the same page of 50', ...UNDER_LOAD },
        fullPageBody,
        fullPage,
      );
      load.push(fullPageBare);
      for (const result of load)
        console.log(
          `${result.label}: median ${ms(result.load.medianMs)}, p99 ${ms(result.load.p99Ms)}, ${perSecond(result.load.requestsPerSecond)} req/s`,
        );
      const rate = (result: ScenarioResult) => result.load.requestsPerSecond;
      ratios = {
        jobs: rate(headline) / rate(bare),
        jobsUncached: rate(uncached) / rate(bare),
        auth: rate(auth) / rate(helloWorld),
        fullPage: rate(fullPage) / rate(fullPageBare),
        mix: mix.cached.load.requestsPerSecond / rate(fullPageBare),
        mixUncached: mix.uncached.load.requestsPerSecond / rate(fullPageBare),
      };
    }

    const open = await handle.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    return {
      jobs: jobCount,
      openJobs: Number(open.count),
      seedSeconds,
      p50,
      plans,
      load,
      ratios,
      mix,
      unindexed,
    };
  } finally {
    await servers?.close();
    await handle?.close();
    await database.drop();
  }
}

export async function run(): Promise<void> {
  const started = Date.now();
  const loadAverage = os.loadavg()[0] ?? 0;
  const sizes: SizeResult[] = [];
  for (const jobCount of [...new Set(JOB_SIZES)].sort((a, b) => a - b)) sizes.push(await benchSize(jobCount));
  const server = await createThrowawayDatabase('talanta_bench_version');
  let postgres = 'PostgreSQL ?';
  try {
    const handle = await createDb({ databaseUrl: server.url, poolSize: 1 });
    postgres = await describeServer(handle.pool);
    await handle.close();
  } finally {
    await server.drop();
  }
  const section = jobsReport(sizes, {
    postgres,
    loadAverage,
    seconds: Math.round((Date.now() - started) / 1000),
  });
  writeBenchSection('jobs', 'Jobs search', section);
  console.log(`\n${section}\n\nwritten to docs/performance.md`);
  const unindexed = sizes.flatMap((size) => size.unindexed.map((label) => `${label} at ${size.jobs}`));
  if (unindexed.length > 0) throw new Error(`jobs queries without an index: ${unindexed.join('; ')}`);
}
