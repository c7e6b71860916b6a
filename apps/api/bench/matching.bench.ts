import os from 'node:os';
import { pathToFileURL } from 'node:url';
import {
  createDb,
  type DbHandle,
  developerMatchCandidateIdsQuery,
  developerMatchRowsQuery,
  findDeveloperForMatching,
  findDeveloperMatchCandidates,
  findJobForMatching,
  findJobMatchCandidates,
  jobMatchCandidateIdsQuery,
  jobMatchRowsQuery,
  MATCH_POOL,
  migrateToLatest,
} from '@talanta/db';
import { MATCH_CANDIDATES, type TJobMatchesInput, ZJobMatchesInput } from '@talanta/schema';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type pg from 'pg';
import { createThrowawayDatabase } from './lib/database';
import { type ExplainedQuery, explain } from './lib/explain';
import { buildInProcessApp, type InProcessApp } from './lib/in-process-app';
import { writeBenchSection } from './lib/report';
import { seedDevelopers } from './lib/seed-developers';
import { seedApplications, seedJobs } from './lib/seed-jobs';
import { sessionCookie } from './lib/session';
import { type Timing, timeRuns } from './lib/timing';

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

const DEVELOPERS = Number(process.env.BENCH_DEVELOPERS ?? 20_000);
const JOB_COUNT = Number(process.env.BENCH_JOBS ?? 100_000);
/** Applications of random developers to random open jobs, besides the bench developer's own. */
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 50_000);
/** The bench developer's applications, to the newest open jobs they would otherwise be offered. */
const OWN_APPLICATIONS = 40;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
const MEDIAN_BUDGET_MS = 50;
/** Tables a candidate query must never read whole. */
const BIG_TABLES = ['developer_profiles', 'jobs', 'users', 'job_applications'];

// ---------------------------------------------------------------------------------------------
// The bench's own client, jobs and developers, beside the seeded marketplace

interface BenchJob {
  title: string;
  requiredSkills: string[];
  budgetType: 'hourly' | 'fixed';
  minBudget: number;
  maxBudget: number;
  experienceLevel: string | null;
  projectType: 'full-time' | 'part-time' | 'contract';
  category: string;
}

const BENCH_JOBS = {
  fullStack: {
    title: 'Senior full-stack engineer for our payments platform',
    requiredSkills: ['React', 'Node.js', 'TypeScript', 'PostgreSQL', 'GraphQL'],
    budgetType: 'hourly',
    minBudget: 40,
    maxBudget: 60,
    experienceLevel: 'Expert',
    projectType: 'full-time',
    category: 'Full Stack Development',
  },
  android: {
    title: 'Android developer for a savings-group wallet',
    requiredSkills: ['Kotlin', 'Java', 'Firebase'],
    budgetType: 'hourly',
    minBudget: 30,
    maxBudget: 50,
    experienceLevel: 'Intermediate',
    projectType: 'contract',
    category: 'Mobile Development',
  },
  data: {
    title: 'Junior Python developer for crop-yield pipelines',
    requiredSkills: ['Python', 'Django', 'AWS'],
    budgetType: 'fixed',
    minBudget: 2000,
    maxBudget: 3000,
    experienceLevel: 'Entry Level',
    projectType: 'part-time',
    category: 'Data Science',
  },
  openBrief: {
    title: 'Help us ship our clinic booking app',
    requiredSkills: [],
    budgetType: 'fixed',
    minBudget: 1000,
    maxBudget: 5000,
    experienceLevel: null,
    projectType: 'contract',
    category: 'Web Development',
  },
} satisfies Record<string, BenchJob>;

interface BenchDeveloper {
  firstName: string;
  /** Null: signed up, no profile yet. */
  skills: string[] | null;
}

const BENCH_DEVELOPERS = {
  typical: { firstName: 'Wanjiru', skills: ['React', 'TypeScript', 'Node.js', 'PostgreSQL', 'Docker'] },
  rare: { firstName: 'Ishaan', skills: ['Rust', 'Elixir'] },
  newcomer: { firstName: 'Baraka', skills: null },
} satisfies Record<string, BenchDeveloper>;

interface Actors {
  clientCookie: string;
  jobIds: Record<keyof typeof BENCH_JOBS, number>;
  developers: Record<keyof typeof BENCH_DEVELOPERS, { userId: number; cookie: string }>;
  /** The jobs the typical developer applied to; recommendations must leave them out. */
  appliedJobIds: Set<number>;
}

async function addActors(handle: DbHandle): Promise<Actors> {
  const { db } = handle;
  const client = await db
    .insertInto('users')
    .values({
      email: 'bench-match-client@example.com',
      passwordHash: 'not-a-hash',
      firstName: 'Amina',
      lastName: 'Client',
      role: 'client',
      timeZone: 'Europe/London',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('clientProfiles').values({ userId: client.id, companyName: 'Bench Health' }).execute();
  const jobIds = {} as Actors['jobIds'];
  for (const [key, job] of Object.entries(BENCH_JOBS) as [keyof typeof BENCH_JOBS, BenchJob][]) {
    const row = await db
      .insertInto('jobs')
      .values({
        clientId: client.id,
        title: job.title,
        description: `${job.title}. We are a small team in London; you will work with our product lead.`,
        requiredSkills: job.requiredSkills,
        projectLength: 'medium-term',
        projectType: job.projectType,
        location: 'Remote',
        minBudget: job.minBudget,
        maxBudget: job.maxBudget,
        budgetType: job.budgetType,
        category: job.category,
        experienceLevel: job.experienceLevel,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    jobIds[key] = row.id;
  }

  const developers = {} as Actors['developers'];
  for (const [key, developer] of Object.entries(BENCH_DEVELOPERS) as [
    keyof typeof BENCH_DEVELOPERS,
    BenchDeveloper,
  ][]) {
    const user = await db
      .insertInto('users')
      .values({
        email: `bench-match-${key}@example.com`,
        passwordHash: 'not-a-hash',
        firstName: developer.firstName,
        lastName: 'Developer',
        role: 'developer',
        timeZone: 'Africa/Nairobi',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (developer.skills) {
      await db
        .insertInto('developerProfiles')
        .values({
          userId: user.id,
          title: 'Senior Full Stack Engineer',
          bio: 'Six years of building products for East African fintechs.',
          skills: developer.skills,
          hourlyRate: 45,
          yearsOfExperience: 6,
          availability: 'full-time',
          location: 'Nairobi, Kenya',
          isApproved: true,
          isVerified: true,
        })
        .execute();
    }
    developers[key] = { userId: user.id, cookie: await sessionCookie(handle, user.id, 'developer') };
  }

  // The typical developer already applied to the newest open jobs sharing a skill: exactly the
  // ones the pool would otherwise start with.
  const typical = developers.typical.userId;
  const keys = (await findDeveloperForMatching(db, typical))?.skillKeys ?? [];
  const applied = await sql<{ job_id: number }>`
    INSERT INTO job_applications (job_id, developer_id, cover_letter, proposed_rate)
    SELECT id, ${typical}, 'I built this kind of product before.', 45
    FROM jobs WHERE status = 'open' AND skill_keys && ${keys}::text[]
    ORDER BY created_at DESC, id DESC LIMIT ${OWN_APPLICATIONS}
    RETURNING job_id`.execute(db);
  await sql`ANALYZE job_applications`.execute(db);

  return {
    clientCookie: await sessionCookie(handle, client.id, 'client'),
    jobIds,
    developers,
    appliedJobIds: new Set(applied.rows.map((row) => row.job_id)),
  };
}

// ---------------------------------------------------------------------------------------------
// Scenarios

interface Scenario {
  label: string;
  /** The REST request, as a browser sends it. */
  request: string;
  cookie: string;
  /** The database work of the procedure, as it runs it; resolves to the number of candidates. */
  query: () => Promise<number>;
  /** The candidate ids query and the candidates' rows query, with the ids of a real run. */
  explain: (pool: pg.Pool) => Promise<ExplainedQuery[]>;
  /** The table the candidates come from: the candidate ids query must read it through an index. */
  table: 'developer_profiles' | 'jobs';
  /** Checks a response body beyond its status. */
  check?: (body: unknown) => void;
}

function matchesScenario(
  handle: DbHandle,
  actors: Actors,
  label: string,
  job: keyof typeof BENCH_JOBS,
  params: Record<string, string> = {},
): Scenario {
  const { db } = handle;
  const id = actors.jobIds[job];
  const {
    id: _id,
    limit: _limit,
    offset: _offset,
    ...filters
  } = ZJobMatchesInput.parse({
    id,
    ...params,
  } as TJobMatchesInput);
  const loadJob = async () => {
    const found = await findJobForMatching(db, id);
    if (!found) throw new Error(`bench job ${id} is missing`);
    return found;
  };
  const search = new URLSearchParams(params).toString();
  return {
    label,
    request: `/api/jobs/${id}/matches${search ? `?${search}` : ''}`,
    cookie: actors.clientCookie,
    query: async () => (await findDeveloperMatchCandidates(db, (await loadJob()).skillKeys, filters)).length,
    explain: async (pool) => {
      const ids = developerMatchCandidateIdsQuery(db, (await loadJob()).skillKeys, filters);
      const rows = await ids.execute();
      return [
        await explain(pool, `${label} — candidate ids`, ids),
        await explain(
          pool,
          `${label} — candidates' profiles`,
          developerMatchRowsQuery(
            db,
            rows.map((row) => row.id),
          ),
        ),
      ];
    },
    table: 'developer_profiles',
  };
}

function recommendedScenario(
  handle: DbHandle,
  actors: Actors,
  label: string,
  developer: keyof typeof BENCH_DEVELOPERS,
): Scenario {
  const { db } = handle;
  const { userId, cookie } = actors.developers[developer];
  const skillKeys = async () => (await findDeveloperForMatching(db, userId))?.skillKeys ?? [];
  return {
    label,
    request: '/api/jobs/recommended',
    cookie,
    query: async () => (await findJobMatchCandidates(db, userId, await skillKeys())).length,
    explain: async (pool) => {
      const ids = jobMatchCandidateIdsQuery(db, userId, await skillKeys());
      const rows = await ids.execute();
      return [
        await explain(pool, `${label} — candidate ids`, ids),
        await explain(
          pool,
          `${label} — candidates' jobs`,
          jobMatchRowsQuery(
            db,
            rows.map((row) => row.id),
          ),
        ),
      ];
    },
    table: 'jobs',
    check:
      developer === 'typical'
        ? (body) => {
            const offered = (body as { job: { id: number } }[])
              .map(({ job }) => job.id)
              .filter((id) => actors.appliedJobIds.has(id));
            if (offered.length > 0)
              throw new Error(`recommended jobs already applied to: ${offered.join(', ')}`);
          }
        : undefined,
  };
}

function scenarios(handle: DbHandle, actors: Actors): Scenario[] {
  return [
    matchesScenario(handle, actors, 'Full-stack job, 5 skills, Expert', 'fullStack'),
    matchesScenario(handle, actors, 'The same, filtered: contract, Kenya, 5+ years', 'fullStack', {
      availability: 'contract',
      country: 'kenya',
      minYears: '5',
    }),
    matchesScenario(handle, actors, 'Android job, 3 skills, Intermediate', 'android'),
    matchesScenario(handle, actors, 'Python job, 3 skills, Entry Level, second page', 'data', {
      offset: '12',
    }),
    matchesScenario(handle, actors, 'Open brief, no required skills', 'openBrief'),
    recommendedScenario(
      handle,
      actors,
      `Developer with 5 common skills, ${OWN_APPLICATIONS} applications`,
      'typical',
    ),
    recommendedScenario(handle, actors, 'Developer with rare skills: Rust, Elixir', 'rare'),
    recommendedScenario(handle, actors, 'Developer without a profile yet', 'newcomer'),
  ];
}

// ---------------------------------------------------------------------------------------------
// Measuring and reporting

interface Result {
  scenario: Scenario;
  ranked: string;
  query: Timing;
  http: Timing;
  bare: Timing;
  plans: ExplainedQuery[];
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const times = (value: number, baseline: number) => `${(value / baseline).toFixed(1)}×`;
const count = (value: number) => value.toLocaleString('en-US');
const readsWholeBigTable = (plan: ExplainedQuery) =>
  plan.seqScans.filter((table) => BIG_TABLES.includes(table));

function report(
  results: Result[],
  roundTrip: Timing,
  facts: {
    postgres: string;
    approved: number;
    openJobs: number;
    applications: number;
    seconds: number;
    load: number;
  },
) {
  const cpus = os.cpus();
  const rows = results.map(
    ({ scenario, ranked, query, http, bare }) =>
      `| ${scenario.label} | \`${decodeURIComponent(scenario.request)}\` | ${ranked} | ${ms(query.medianMs)} | ${ms(query.p95Ms)} | ${times(query.medianMs, roundTrip.medianMs)} | ${ms(http.medianMs)} | ${ms(http.p95Ms)} | ${ms(bare.medianMs)} | ${times(http.medianMs, bare.medianMs)} |`,
  );
  const planRows = results.flatMap(({ plans }) =>
    plans.map((plan) => {
      const whole = readsWholeBigTable(plan);
      return `| ${plan.label} | ${plan.indexes.length ? [...new Set(plan.indexes)].map((name) => `\`${name}\``).join(', ') : '**none**'} | ${whole.length ? `**${whole.join(', ')}**` : 'none'} | ${ms(plan.executionMs)} |`;
    }),
  );
  return [
    `Last run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`pnpm bench\` (${facts.seconds} s in all).`,
    '',
    `- Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB; load average ${facts.load.toFixed(1)} when the run started (other work on the machine skews the figures).`,
    `- ${facts.postgres} (the pool sets random_page_cost = 1.1); Node ${process.version}; pool of 4 connections; the app in the same process, logging off.`,
    `- Data: ${count(DEVELOPERS)} developers (${count(facts.approved)} approved; Kenya and India, 4-8 catalogue skills each) and ${count(JOB_COUNT)} jobs (${count(facts.openJobs)} open, 3 catalogue skills each) of 200 clients, ${count(facts.applications)} applications; VACUUM ANALYZE after seeding. The benchmark's client posts the four jobs below; its developers apply or not as the scenarios say. Pool ${count(MATCH_POOL)}, candidates ${MATCH_CANDIDATES}, pages of 12.`,
    `- Each figure is ${RUNS} sequential runs after ${WARMUP} warm-up runs. "Query" is the database work of the procedure (the job or the developer's profile, the candidate ids, the candidates' rows); "Request" is the whole GET through the app (session, ownership, those queries, scoring every candidate, JSON).`,
    `- Baselines, measured in the same run: for the queries a bare round trip (\`SELECT 1\` on the same pool: median ${ms(roundTrip.medianMs)}, p95 ${ms(roundTrip.p95Ms)}); for the requests a bare Fastify route answering the same JSON body through the same \`inject\`. "×" is the median over the baseline's median.`,
    '',
    '| Scenario | Request | Ranked | Query median | Query p95 | Query × round trip | Request median | Request p95 | Bare route median | Request × bare route |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    'Query plans (EXPLAIN ANALYZE; the benchmark fails if a candidate query does not read its table through an index, or any query reads a whole developer_profiles, jobs, users or job_applications table):',
    '',
    '| Query | Indexes used | Whole big tables read | Execution |',
    '|---|---|---|---|',
    ...planRows,
  ].join('\n');
}

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

    const version = await handle.pool?.query<{ server_version: string }>('SHOW server_version');
    // Kysely's camel-case plugin renames the result columns.
    const tally = await sql<{ approved: number; openJobs: number; applications: number }>`
      SELECT (SELECT count(*)::int FROM developer_profiles WHERE is_approved) AS approved,
             (SELECT count(*)::int FROM jobs WHERE status = 'open') AS open_jobs,
             (SELECT count(*)::int FROM job_applications) AS applications`.execute(db);
    const facts = tally.rows[0];
    const section = report(results, roundTrip, {
      postgres: `PostgreSQL ${version?.rows[0]?.server_version ?? '?'}`,
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
