import os from 'node:os';
import { pathToFileURL } from 'node:url';
import {
  createDb,
  type DbHandle,
  developerSearchQueries,
  migrateToLatest,
  searchDevelopers,
} from '@talanta/db';
import { type TDeveloperSearchInput, ZDeveloperSearchInput } from '@talanta/schema';
import type pg from 'pg';
import { loadBare, loadTarget, type ScenarioResult } from './lib/compare';
import { createThrowawayDatabase, describeServer } from './lib/database';
import { type ExplainedQuery, explain } from './lib/explain';
import { indexList, lastRunLine, machineLine, ms } from './lib/format';
import { buildInProcessApp, type InProcessApp } from './lib/in-process-app';
import { loadMix, type MixResult, refusedSummary } from './lib/mix-load';
import { writeBenchSection } from './lib/report';
import { talentSearchMix, WARMUP_MIX_SEED } from './lib/search-mix';
import { seedDevelopers } from './lib/seed-developers';
import { startBenchServers } from './lib/server-process';
import { type Timing, timeRuns as timeRunsOf } from './lib/timing';

/** Run by itself rather than by `pnpm bench` (bench/run.ts), as the report says. */
const runAlone = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;

/**
 * Browse Tech Talent's search (GET /api/developers/all) over 20,000 developers in PostgreSQL: the
 * query plans (the search must use the trigram index) and the latency of the very query the API
 * runs (page + count), and of the whole request through the app. Fails if a search scenario's
 * median reaches 50 ms or reads the profiles without the index. Writes docs/performance.md
 * ("Developer search"). Run: `cd apps/api && npx tsx bench/developers-search.ts` (or `pnpm bench`).
 */

const DEVELOPERS = Number(process.env.BENCH_DEVELOPERS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
const MEDIAN_BUDGET_MS = 50;
const TRGM_INDEX = 'developer_profiles_search_text_trgm_idx';

interface Scenario {
  label: string;
  input: NonNullable<TDeveloperSearchInput>;
  /**
   * What the plans must show: `trigram` (a plain search: the trigram index answers it), `index` (a
   * search narrowed by filters: the planner may lead with the more selective skills index instead,
   * but never reads the whole table), or nothing (filters and browsing, reported only).
   */
  requires: 'trigram' | 'index' | null;
}

const SCENARIOS: Scenario[] = [
  { label: 'By a skill: "kotlin"', input: { search: 'kotlin', limit: 12 }, requires: 'trigram' },
  {
    label: 'By a bio word: "reconciliation"',
    input: { search: 'reconciliation', limit: 12 },
    requires: 'trigram',
  },
  { label: 'By a last name: "otieno"', input: { search: 'otieno', limit: 12 }, requires: 'trigram' },
  {
    label: 'Search "react" + skill, availability, years, country',
    input: {
      search: 'react',
      skills: ['TypeScript'],
      availability: 'contract',
      minYears: 3,
      country: 'kenya',
      limit: 12,
    },
    requires: 'index',
  },
  {
    label: 'Filters only: skills Go + Docker, $30-70/h, India',
    input: { skills: ['Go', 'Docker'], minRate: 30, maxRate: 70, country: 'india', limit: 12 },
    requires: null,
  },
  { label: 'Browse, first page', input: { limit: 12 }, requires: null },
];

// ---------------------------------------------------------------------------------------------
// Measuring

const timeRuns = (work: () => Promise<unknown>) => timeRunsOf(work, { runs: RUNS, warmup: WARMUP });

interface Result {
  scenario: Scenario;
  request: string;
  matches: number;
  query: Timing;
  http: Timing;
  plans: ExplainedQuery[];
}

function requestPath(input: NonNullable<TDeveloperSearchInput>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (Array.isArray(value)) params.set(key, value.join(','));
    else if (value !== undefined) params.set(key, String(value));
  }
  return `/api/developers/all?${params}`;
}

const ratioOf = (app: ScenarioResult | undefined, bare: ScenarioResult | undefined) =>
  app && bare ? (app.load.requestsPerSecond / bare.load.requestsPerSecond).toFixed(3) : '?';
const mixRatio = (mix: MixResult, bare: ScenarioResult | undefined) =>
  bare ? (mix.load.requestsPerSecond / bare.load.requestsPerSecond).toFixed(3) : '?';
const MIX_SEARCHES = 1000;
const readsWholeTable = (plan: ExplainedQuery) => /Seq Scan on developer_profiles/.test(plan.plan);

const UNDER_LOAD = {
  connections: 10,
  seconds: Number(process.env.BENCH_DURATION_SECONDS ?? 8),
  warmupSeconds: 2,
};

/**
 * The headline search under 10 connections, as deployed (list cache on) and with the cache off,
 * beside a bare Fastify route answering the same body, all served by one child process.
 */
async function loadTalentAgainstBare(
  databaseUrl: string,
): Promise<{ underLoad: ScenarioResult[]; mix: [MixResult, MixResult] }> {
  const servers = await startBenchServers(databaseUrl);
  try {
    // Issue 43 first, while the list cache is empty: a mix of distinct talent searches.
    const requests = talentSearchMix(MIX_SEARCHES);
    const warmup = {
      requests: talentSearchMix(MIX_SEARCHES, WARMUP_MIX_SEED),
      seconds: UNDER_LOAD.warmupSeconds,
    };
    const mixCached = await loadMix({
      label: `${MIX_SEARCHES.toLocaleString('en-US')} distinct talent searches, Zipf weights`,
      baseUrl: servers.appUrl,
      requests,
      connections: UNDER_LOAD.connections,
      seconds: UNDER_LOAD.seconds,
      warmup,
    });
    const mixUncached = await loadMix({
      label: 'The same, list cache off',
      baseUrl: servers.uncachedUrl,
      requests,
      connections: UNDER_LOAD.connections,
      seconds: UNDER_LOAD.seconds,
      warmup,
    });
    for (const result of [mixCached, mixUncached]) {
      console.log(
        `${result.label}: ${Math.round(result.load.requestsPerSecond)} req/s, p99 ${ms(result.load.p99Ms)}, not 2xx ${result.load.failures}`,
      );
      for (const line of refusedSummary(result.load)) console.log(`  refused: ${line}`);
    }
    const [headline] = SCENARIOS as [Scenario];
    const request = requestPath(headline.input);
    const cached = await loadTarget({
      label: `${headline.label}, list cache on`,
      baseUrl: servers.appUrl,
      request,
      ...UNDER_LOAD,
    });
    const uncached = await loadTarget({
      label: `${headline.label}, list cache off`,
      baseUrl: servers.uncachedUrl,
      request,
      ...UNDER_LOAD,
    });
    const body = await (await fetch(`${servers.appUrl}${request}`)).json();
    const bare = await loadBare(
      servers,
      { label: 'Bare Fastify route, same JSON body', ...UNDER_LOAD },
      body,
      cached,
    );
    return { underLoad: [cached, uncached, bare], mix: [mixCached, mixUncached] };
  } finally {
    await servers.close();
  }
}

function report(
  results: Result[],
  { underLoad, mix }: Awaited<ReturnType<typeof loadTalentAgainstBare>>,
  facts: { postgres: string; approved: number; seconds: number; load: number },
) {
  const rows = results.map(
    ({ scenario, request, matches, query, http }) =>
      `| ${scenario.label} | \`${decodeURIComponent(request)}\` | ${matches.toLocaleString('en-US')} | ${ms(query.medianMs)} | ${ms(query.p99Ms)} | ${ms(http.medianMs)} | ${ms(http.p99Ms)} |`,
  );
  const planRows = results.flatMap(({ plans }) =>
    plans.map(
      (plan) =>
        `| ${plan.label} | ${indexList(plan)} | ${readsWholeTable(plan) ? 'yes' : 'no'} | ${ms(plan.executionMs)} |`,
    ),
  );
  return [
    lastRunLine(facts.seconds, runAlone ? 'npx tsx bench/developers-search.ts' : 'pnpm bench'),
    '',
    machineLine(facts.load),
    `- ${facts.postgres}; Node ${process.version}; pool of 4 connections; the app in the same process, logging off.`,
    `- Data: ${DEVELOPERS.toLocaleString('en-US')} developers (${facts.approved.toLocaleString('en-US')} approved), half in Kenya and half in India, 4-8 catalogue skills each, VACUUM ANALYZE after seeding.`,
    `- Each figure is ${RUNS} sequential runs after ${WARMUP} warm-up runs. "Query" is the page of 12 and the count (up to 1,001 matches), run side by side as the API runs them for a browse without a search; "Request" is the whole GET /api/developers/all through the app with the list cache off (validation, session lookup, JSON), where since issue 43 a search with text or skills reads its matches first (the count's scan, then the page sorted from them within the cap, or walked for past it).`,
    '',
    '| Scenario | Request | Matches | Query median | Query p99 | Request median | Request p99 |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Under load (${UNDER_LOAD.connections} keep-alive connections, ${UNDER_LOAD.seconds} s after ${UNDER_LOAD.warmupSeconds} s of warm-up, ${underLoad[0]?.load.tool ?? '?'}; the app bundled as production runs it, in its own process, a visitor: the search is public):`,
    '',
    '| Figure (issue 16) | Measured | Goal |',
    '|---|---|---|',
    `| Talent search at ${DEVELOPERS.toLocaleString('en-US')} developers, app / bare Fastify (same body) | **${ratioOf(underLoad[0], underLoad[2])}** (list cache off: ${ratioOf(underLoad[1], underLoad[2])}) | ≥ 0.25 |`,
    `| Issue 43: ${MIX_SEARCHES.toLocaleString('en-US')} distinct talent searches with Zipf weights (bench/lib/search-mix.ts), app / bare Fastify (the headline's body) | **${mixRatio(mix[0], underLoad[2])}** (list cache off: ${mixRatio(mix[1], underLoad[2])}) | ≥ 0.05 |`,
    `| Issue 43: the talent mix, answers that are not 2xx; p99 | **${mix[0].load.failures}** of ${mix[0].load.requests.toLocaleString('en-US')}; ${ms(mix[0].load.p99Ms)} (list cache off: ${mix[1].load.failures} of ${mix[1].load.requests.toLocaleString('en-US')}; ${ms(mix[1].load.p99Ms)}) | 0 |`,
    '',
    '| Scenario | Request | Matches | Body | Median | p99 | Requests/s |',
    '|---|---|---|---|---|---|---|',
    ...underLoad.map(
      (row) =>
        `| ${row.label} | \`${row.request}\` | ${row.matches} | ${row.bodyBytes.toLocaleString('en-US')} B | ${ms(row.load.medianMs)} | ${ms(row.load.p99Ms)} | ${Math.round(row.load.requestsPerSecond).toLocaleString('en-US')} |`,
    ),
    '',
    'Query plans (EXPLAIN ANALYZE; the benchmark fails if a plain search is not answered from the trigram index, or a search reads every profile):',
    '',
    '| Query | Indexes used | Reads the whole table | Execution |',
    '|---|---|---|---|',
    ...planRows,
  ].join('\n');
}

export async function run(): Promise<void> {
  const started = Date.now();
  const load = os.loadavg()[0] ?? 0;
  const database = await createThrowawayDatabase('talanta_bench_developers');
  let handle: DbHandle | undefined;
  let app: InProcessApp | undefined;
  try {
    handle = await createDb({ databaseUrl: database.url, poolSize: 4, queryTimeoutMs: 120_000 });
    await migrateToLatest(handle.db);
    console.log(`seeding ${DEVELOPERS.toLocaleString('en-US')} developers into ${database.name} …`);
    const seedStarted = Date.now();
    await seedDevelopers(database.url, DEVELOPERS);
    console.log(`seeded and analysed in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

    // The list cache off: each timed request is the whole work, not a cached page.
    app = await buildInProcessApp(handle, 'talanta-bench-developers', { PUBLIC_LIST_CACHE_SECONDS: '0' });

    const results: Result[] = [];
    const failures: string[] = [];
    for (const scenario of SCENARIOS) {
      const filters = ZDeveloperSearchInput.parse(scenario.input);
      const queries = developerSearchQueries(handle.db, filters);
      const pool = handle.pool as pg.Pool;
      const plans = [
        await explain(pool, `${scenario.label} — page`, queries.page),
        await explain(pool, `${scenario.label} — count`, queries.count),
      ];
      for (const plan of plans) console.log(`\n--- EXPLAIN ANALYZE: ${plan.label}\n${plan.plan}`);
      const db = handle.db;
      const page = await searchDevelopers(db, filters);
      const query = await timeRuns(() => searchDevelopers(db, filters));
      const request = requestPath(scenario.input);
      const server = app;
      const http = await timeRuns(async () => {
        const response = await server.inject({ method: 'GET', url: request });
        if (response.statusCode !== 200)
          throw new Error(`${request} answered ${response.statusCode}: ${response.body}`);
      });
      const result = { scenario, request, matches: page.total, query, http, plans };
      results.push(result);
      console.log(
        `\n${scenario.label}: ${page.total} matches; query median ${ms(query.medianMs)}, p99 ${ms(query.p99Ms)}; request median ${ms(http.medianMs)}, p99 ${ms(http.p99Ms)}`,
      );
      if (scenario.requires) {
        if (query.medianMs >= MEDIAN_BUDGET_MS)
          failures.push(`${scenario.label}: median ${ms(query.medianMs)}`);
        if (plans.some((plan) => readsWholeTable(plan)))
          failures.push(`${scenario.label}: a plan reads every profile`);
        if (scenario.requires === 'trigram' && !plans.some((plan) => plan.indexes.includes(TRGM_INDEX)))
          failures.push(`${scenario.label}: the search did not use ${TRGM_INDEX}`);
      }
    }

    const loaded = await loadTalentAgainstBare(database.url);
    const postgres = await describeServer(handle.pool);
    const approved = await handle.db
      .selectFrom('developerProfiles')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('isApproved', '=', true)
      .executeTakeFirstOrThrow();
    const section = report(results, loaded, {
      postgres,
      approved: approved.count,
      seconds: Math.round((Date.now() - started) / 1000),
      load,
    });
    writeBenchSection('developers', 'Developer search', section);
    console.log(`\n${section}\n\nwritten to docs/performance.md`);
    if (failures.length > 0) throw new Error(`developer search over budget:\n  ${failures.join('\n  ')}`);
  } finally {
    await app?.close();
    await handle?.close();
    await database.drop();
  }
}

// `npx tsx bench/developers-search.ts` runs it; bench/run.ts imports it and calls run().
if (runAlone) {
  run().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
