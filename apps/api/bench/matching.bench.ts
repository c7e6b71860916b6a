import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { createDb, type DbHandle, migrateToLatest } from '@talanta/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type pg from 'pg';
import { createThrowawayDatabase, describeServer } from './lib/database';
import { ms } from './lib/format';
import { buildInProcessApp, type InProcessApp } from './lib/in-process-app';
import { addActors } from './lib/matching-actors';
import { APPLICATIONS, DEVELOPERS, JOB_COUNT, MEDIAN_BUDGET_MS, RUNS, WARMUP } from './lib/matching-config';
import { count, matchingReport, type Result, readsWholeBigTable } from './lib/matching-report';
import { type Scenario, scenarios } from './lib/matching-scenarios';
import { writeBenchSection } from './lib/report';
import { seedDevelopers } from './lib/seed-developers';
import { seedApplications, seedJobs } from './lib/seed-jobs';
import { timeRuns } from './lib/timing';

/**
 * Matching (issue 14) in PostgreSQL: a job's suggested talent (GET /api/jobs/:id/matches) over
 * 20,000 approved developers and a developer's recommended jobs (GET /api/jobs/recommended) over
 * 100,000 jobs. For each scenario: the plans of the candidate queries (through an index, the GIN
 * indexes on skill_keys of migration 0022 or the ordered pool indexes of 0024, never a whole big
 * table), the latency of the database work the procedure does and of the whole request through the
 * app, each beside a bare baseline measured in the same run (a `SELECT 1` round trip; a bare
 * Fastify route answering the same JSON body). Fails if a query median reaches 50 ms or a plan
 * reads a whole big table. Writes docs/performance.md ("Matching"). Run: `cd apps/api && npx tsx
 * bench/matching.bench.ts` (or `pnpm bench`).
 */

async function measureScenario(
  handle: DbHandle,
  app: InProcessApp,
  bare: { app: FastifyInstance; setBody: (body: unknown) => void },
  scenario: Scenario,
): Promise<Result> {
  const plans = await scenario.explain(handle.pool as pg.Pool);
  for (const plan of plans) console.log(`\n--- EXPLAIN ANALYZE: ${plan.label}\n${plan.plan}`);

  const options = { runs: RUNS, warmup: WARMUP };
  const query = await timeRuns(scenario.query, options);
  const headers = { cookie: scenario.cookie };
  const probe = await app.inject({ method: 'GET', url: scenario.request, headers });
  if (probe.statusCode !== 200)
    throw new Error(`${scenario.request} answered ${probe.statusCode}: ${probe.body}`);
  scenario.check?.(probe.json());
  const http = await timeRuns(async () => {
    const response = await app.inject({ method: 'GET', url: scenario.request, headers });
    if (response.statusCode !== 200)
      throw new Error(`${scenario.request} answered ${response.statusCode}: ${response.body}`);
  }, options);

  bare.setBody(probe.json());
  const bareProbe = await bare.app.inject({ method: 'GET', url: '/bare' });
  if (bareProbe.body.length !== probe.body.length)
    throw new Error(`the bare body is ${bareProbe.body.length} characters, not ${probe.body.length}`);
  const bareTiming = await timeRuns(() => bare.app.inject({ method: 'GET', url: '/bare' }), options);

  return {
    scenario,
    ranked: String(probe.headers['x-total-count'] ?? '?'),
    query,
    http,
    bare: bareTiming,
    plans,
  };
}

export async function run(): Promise<void> {
  const started = Date.now();
  const load = os.loadavg()[0] ?? 0;
  const database = await createThrowawayDatabase('talanta_bench_matching');
  let handle: DbHandle | undefined;
  let app: InProcessApp | undefined;
  const bareApp = Fastify({ logger: false });
  try {
    handle = await createDb({ databaseUrl: database.url, poolSize: 4, queryTimeoutMs: 120_000 });
    await migrateToLatest(handle.db);
    console.log(
      `seeding ${count(DEVELOPERS)} developers, ${count(JOB_COUNT)} jobs and ${count(APPLICATIONS)} applications into ${database.name} …`,
    );
    const seedStarted = Date.now();
    await seedDevelopers(database.url, DEVELOPERS, { approvedShare: 1 });
    await seedJobs(database.url, JOB_COUNT);
    await seedApplications(database.url, APPLICATIONS);
    const actors = await addActors(handle);
    console.log(`seeded and analysed in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

    app = await buildInProcessApp(handle, 'talanta-bench-matching');
    let bareBody: unknown = [];
    bareApp.get('/bare', async () => bareBody);
    await bareApp.ready();
    const bare = {
      app: bareApp,
      setBody: (body: unknown) => {
        bareBody = body;
      },
    };

    const db = handle.db;
    const roundTrip = await timeRuns(() => sql`select 1`.execute(db), { runs: RUNS, warmup: WARMUP });
    console.log(`bare round trip: median ${ms(roundTrip.medianMs)}, p95 ${ms(roundTrip.p95Ms)}`);

    const results: Result[] = [];
    const failures: string[] = [];
    for (const scenario of scenarios(handle, actors)) {
      const result = await measureScenario(handle, app, bare, scenario);
      results.push(result);
      const { query, http } = result;
      console.log(
        `\n${scenario.label}: ${result.ranked} ranked; query median ${ms(query.medianMs)}, p95 ${ms(query.p95Ms)}; request median ${ms(http.medianMs)}, p95 ${ms(http.p95Ms)}; bare route median ${ms(result.bare.medianMs)}`,
      );
      if (query.medianMs >= MEDIAN_BUDGET_MS)
        failures.push(`${scenario.label}: query median ${ms(query.medianMs)}`);
      for (const plan of result.plans) {
        const whole = readsWholeBigTable(plan);
        if (whole.length > 0) failures.push(`${plan.label}: reads the whole ${whole.join(', ')}`);
      }
      const ids = result.plans[0];
      if (!ids?.indexes.some((name) => name.startsWith(`${scenario.table}_`)))
        failures.push(`${scenario.label}: the candidate query reads ${scenario.table} without an index`);
    }

    const postgres = await describeServer(handle.pool);
    // Kysely's camel-case plugin renames the result columns.
    const tally = await sql<{ approved: number; openJobs: number; applications: number }>`
      SELECT (SELECT count(*)::int FROM developer_profiles WHERE is_approved) AS approved,
             (SELECT count(*)::int FROM jobs WHERE status = 'open') AS open_jobs,
             (SELECT count(*)::int FROM job_applications) AS applications`.execute(db);
    const facts = tally.rows[0];
    const section = matchingReport(results, roundTrip, {
      postgres,
      approved: facts?.approved ?? 0,
      openJobs: facts?.openJobs ?? 0,
      applications: facts?.applications ?? 0,
      seconds: Math.round((Date.now() - started) / 1000),
      load,
    });
    writeBenchSection('matching', 'Matching', section);
    console.log(`\n${section}\n\nwritten to docs/performance.md`);
    if (failures.length > 0) throw new Error(`matching over budget:\n  ${failures.join('\n  ')}`);
  } finally {
    await bareApp.close();
    await app?.close();
    await handle?.close();
    await database.drop();
  }
}

// `npx tsx bench/matching.bench.ts` runs it; bench/run.ts imports it and calls run().
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
