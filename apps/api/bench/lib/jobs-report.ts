import { indexList, lastRunLine, machineLine, ms } from './format';
import {
  CONNECTIONS,
  DURATION_SECONDS,
  INDEX_REQUIRED_FROM,
  LOAD_JOBS,
  P50_SCENARIOS,
  P50_SECONDS,
  PLANNER_SETTINGS,
  type SizeResult,
  WARMUP_SECONDS,
} from './jobs-scenarios';

/** The jobs benchmark's section of the performance doc: the issue's figures, p50 by size, load, plans. */

/** The p50 rows are timed to the microsecond (lib/load.ts, subMillisecond): shown to 0.01 ms. */
export const preciseMs = (value: number) => `${value.toFixed(2)} ms`;
export const perSecond = (value: number) => Math.round(value).toLocaleString('en-US');

const ratio = (value: number) => value.toFixed(3);

export function jobsReport(
  sizes: SizeResult[],
  facts: { postgres: string; loadAverage: number; seconds: number },
) {
  const smallest = sizes[0] as SizeResult;
  const largest = sizes[sizes.length - 1] as SizeResult;
  const loaded = sizes.find((size) => size.ratios);
  const tool = loaded?.load[0]?.load.tool ?? '?';
  const p50Tool = smallest.p50[0]?.load.tool ?? '?';
  const summary: string[] = [];
  if (loaded?.ratios) {
    const at = loaded.jobs.toLocaleString('en-US');
    summary.push(
      `| GET /api/jobs at ${at} jobs, c=${CONNECTIONS}, app / bare Fastify (same body) | **${ratio(loaded.ratios.jobs)}** (list cache off: ${ratio(loaded.ratios.jobsUncached)}) | ≥ 0.25 |`,
      `| GET /api/auth/user, c=${CONNECTIONS}, app / bare hello | **${ratio(loaded.ratios.auth)}** | ≥ 0.2 |`,
    );
  }
  for (const [index, scenario] of P50_SCENARIOS.entries()) {
    const small = smallest.p50[index]?.load.medianMs ?? 0;
    const large = largest.p50[index]?.load.medianMs ?? 0;
    summary.push(
      `| GET /api/jobs p50 at ${largest.jobs.toLocaleString('en-US')} / at ${smallest.jobs.toLocaleString('en-US')} jobs, ${scenario.label}, uncached | **${(large / small).toFixed(1)}x** (${preciseMs(large)} / ${preciseMs(small)}) | ≤ 3x |`,
    );
  }
  const p50Rows = sizes.flatMap((size) =>
    size.p50.map(
      (result) =>
        `| ${size.jobs.toLocaleString('en-US')} | ${result.label} | ${result.matches} | ${preciseMs(result.load.medianMs)} | ${preciseMs(result.load.p99Ms)} |`,
    ),
  );
  const loadRows = (loaded?.load ?? []).map(
    (result) =>
      `| ${result.label} | \`${result.request}\` | ${result.matches} | ${result.bodyBytes.toLocaleString('en-US')} B | ${ms(result.load.medianMs)} | ${ms(result.load.p99Ms)} | ${perSecond(result.load.requestsPerSecond)} |`,
  );
  const planRows = largest.plans.map(
    (plan) => `| ${plan.label} | ${indexList(plan)} | ${ms(plan.executionMs)} |`,
  );
  return [
    lastRunLine(facts.seconds),
    '',
    machineLine(facts.loadAverage),
    `- ${facts.postgres} with random_page_cost = ${PLANNER_SETTINGS.random_page_cost} (see below); Node ${process.version}; the app bundled as production runs it (esbuild, as dist/server.js), in its own process with a pool of 10 connections, logging off; the same process serves a second app with the list cache off (PUBLIC_LIST_CACHE_SECONDS=0) and the bare Fastify route.`,
    `- Data: ${sizes.map((size) => `${size.jobs.toLocaleString('en-US')} jobs (${size.openJobs.toLocaleString('en-US')} open, seeded in ${size.seedSeconds.toFixed(0)} s)`).join('; ')}, of 200 clients, VACUUM ANALYZE after seeding.`,
    `- Load: ${tool}; ${CONNECTIONS} keep-alive connections (unless said otherwise) for ${DURATION_SECONDS} s per scenario after ${WARMUP_SECONDS} s of warm-up, signed in as a developer. The p50 rows: ${p50Tool}, timing each request to the microsecond; one connection for ${P50_SECONDS} s against the app with the list cache off, so every request runs the session check, the page query and the capped count.`,
    '',
    '| Figure (issue 16) | Measured | Goal |',
    '|---|---|---|',
    ...summary,
    '',
    'Request time by size (one connection, list cache off):',
    '',
    '| Jobs | Scenario | Matches | p50 | p99 |',
    '|---|---|---|---|---|',
    ...p50Rows,
    '',
    `Under load at ${(loaded?.jobs ?? LOAD_JOBS).toLocaleString('en-US')} jobs (the app as deployed: list cache on, session checks cached up to 1 s):`,
    '',
    '| Scenario | Request | Matches | Body | Median | p99 | Requests/s |',
    '|---|---|---|---|---|---|---|',
    ...loadRows,
    '',
    `Query plans at ${largest.jobs.toLocaleString('en-US')} jobs (EXPLAIN ANALYZE before the load; from ${INDEX_REQUIRED_FROM.toLocaleString('en-US')} jobs the benchmark fails if a jobs query scans the table, unless a capped count stops early):`,
    '',
    '| Query | Indexes used | Execution |',
    '|---|---|---|',
    ...planRows,
  ].join('\n');
}
