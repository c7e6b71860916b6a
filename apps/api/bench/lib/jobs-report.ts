import { indexList, lastRunLine, machineLine, ms } from './format';
import {
  CONNECTIONS,
  DURATION_SECONDS,
  INDEX_REQUIRED_FROM,
  LOAD_JOBS,
  MIX_SEARCHES,
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
      `| Issue 43: one URL at the default page of 50, app / bare Fastify (same body) | **${ratio(loaded.ratios.fullPage)}** | ≥ 0.25 |`,
      `| Issue 43: ${MIX_SEARCHES.toLocaleString('en-US')} distinct searches with Zipf weights, app / bare Fastify (a page of 50) | **${ratio(loaded.ratios.mix)}** (list cache off: ${ratio(loaded.ratios.mixUncached)}) | ≥ 0.05 |`,
    );
  }
  const mix = loaded?.mix;
  if (mix) {
    summary.push(
      `| Issue 43: the mix, answers that are not 2xx | **${mix.cached.load.failures}** of ${mix.cached.load.requests.toLocaleString('en-US')} (list cache off: ${mix.uncached.load.failures} of ${mix.uncached.load.requests.toLocaleString('en-US')}) | 0 |`,
      `| Issue 43: the mix, p99 latency | **${ms(mix.cached.load.p99Ms)}** (list cache off: ${ms(mix.uncached.load.p99Ms)}) | ≤ 100 ms |`,
    );
  }
  const mixRows = mix
    ? [mix.cached, mix.uncached].map(
        (result) =>
          `| ${result.label} | ${perSecond(result.load.requestsPerSecond)} | ${ms(result.load.medianMs)} | ${ms(result.load.p99Ms)} | ${result.load.failures} of ${result.load.requests.toLocaleString('en-US')} | ${result.poolWaitingMax} |`,
      )
    : [];
  const slowRows = (mix?.slowest ?? []).map(
    (slow) => `| \`${decodeURIComponent(slow.request)}\` | ${ms(slow.ms)} | ${slow.status} |`,
  );
  const slowPlanRows = (mix?.plans ?? []).map(
    (plan) => `| ${plan.label} | ${indexList(plan)} | ${ms(plan.executionMs)} |`,
  );
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
    ...(mix
      ? [
          '',
          `The search mix at ${(loaded?.jobs ?? LOAD_JOBS).toLocaleString('en-US')} jobs (issue 43; bench/lib/search-mix.ts): ${MIX_SEARCHES.toLocaleString('en-US')} distinct GET /api/jobs searches built from the seeded words (some in no job) and the screens' filters, mostly first pages, now and then far down by offset, each request drawn with Zipf weights; ${CONNECTIONS} connections for ${DURATION_SECONDS} s. The app as deployed first serves ${WARMUP_SECONDS} s of another mix of the same kind, without any of the measured searches (so its connections are open and its code compiled, as a running server's are, and its list cache holds none of them): every distinct search is met cold once; the pool's waiting callers sampled from /metrics every 100 ms.`,
          '',
          '| Load | Requests/s | Median | p99 | Not 2xx | Most waiting for a connection |',
          '|---|---|---|---|---|---|',
          ...mixRows,
          '',
          `The mix's slowest searches, each asked once alone on the app with the list cache off, and their plans (EXPLAIN ANALYZE, run after):`,
          '',
          '| Request | Time alone | Status |',
          '|---|---|---|',
          ...slowRows,
          '',
          '| Query | Indexes used | Execution |',
          '|---|---|---|',
          ...slowPlanRows,
        ]
      : []),
    '',
    `Query plans at ${largest.jobs.toLocaleString('en-US')} jobs (EXPLAIN ANALYZE before the load; from ${INDEX_REQUIRED_FROM.toLocaleString('en-US')} jobs the benchmark fails if a jobs query scans the table, unless a capped count stops early):`,
    '',
    '| Query | Indexes used | Execution |',
    '|---|---|---|',
    ...planRows,
  ].join('\n');
}
