import os from 'node:os';
import { createDb, type DbHandle, migrateToLatest, plannedJobQueries } from '@talanta/db';
import { LIMITS, type TJobSearchInput, ZJobSearchInput } from '@talanta/schema';
import { loadBare, loadTarget, type ScenarioResult } from './lib/compare';
import { createThrowawayDatabase } from './lib/database';
import { type ExplainedQuery, explain } from './lib/explain';
import { ms } from './lib/format';
import { jobsReport, perSecond, preciseMs } from './lib/jobs-report';
import {
  AUTH_REQUEST,
  CONNECTIONS,
  HEADLINE,
  HELLO,
  INDEX_REQUIRED_FROM,
  JOB_SIZES,
  jobsRequest,
  LOAD_JOBS,
  P50_SCENARIOS,
  P50_SECONDS,
  PLANNER_SETTINGS,
  SCENARIOS,
  type SizeResult,
  UNDER_LOAD,
} from './lib/jobs-scenarios';
import { writeBenchSection } from './lib/report';
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

async function explainScenarios(handle: DbHandle): Promise<ExplainedQuery[]> {
  if (!handle.pool) throw new Error('the jobs benchmark runs on PostgreSQL');
  const plans: ExplainedQuery[] = [];
  for (const scenario of SCENARIOS.filter((each) => each.connections === undefined)) {
    const filters = ZJobSearchInput.parse(scenario.query as TJobSearchInput);
    // What the app runs for this request: for a narrow search within filters, the count and the
    // page's ids from the conjunction index in one query (then the page's jobs by id); for a
    // search far past the count's cap, the page alone.
    const { narrow, page, count } = await plannedJobQueries(handle.db, filters);
    if (narrow) {
      const compilable = { compile: () => narrow.compile(handle.db) };
      plans.push(await explain(handle.pool, `${scenario.label} — matches`, compilable));
      continue;
    }
    plans.push(await explain(handle.pool, `${scenario.label} — page`, page));
    if (count) plans.push(await explain(handle.pool, `${scenario.label} — count`, count));
  }
  return plans;
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
    if (jobCount === LOAD_JOBS) {
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
      for (const result of load)
        console.log(
          `${result.label}: median ${ms(result.load.medianMs)}, p99 ${ms(result.load.p99Ms)}, ${perSecond(result.load.requestsPerSecond)} req/s`,
        );
      const rate = (result: ScenarioResult) => result.load.requestsPerSecond;
      ratios = {
        jobs: rate(headline) / rate(bare),
        jobsUncached: rate(uncached) / rate(bare),
        auth: rate(auth) / rate(helloWorld),
      };
    }

    const open = await handle.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    return { jobs: jobCount, openJobs: Number(open.count), seedSeconds, p50, plans, load, ratios, unindexed };
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
    const version = await handle.pool?.query<{ server_version: string }>('SHOW server_version');
    postgres = `PostgreSQL ${version?.rows[0]?.server_version ?? '?'}`;
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
