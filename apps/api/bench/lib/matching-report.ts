import { MATCH_POOL } from '@talanta/db';
import { MATCH_CANDIDATES } from '@talanta/schema';
import type { ExplainedQuery } from './explain';
import { indexList, lastRunLine, machineLine, ms } from './format';
import { BIG_TABLES, DEVELOPERS, JOB_COUNT, RUNS, WARMUP } from './matching-config';
import type { Scenario } from './matching-scenarios';
import type { Timing } from './timing';

/** The matching benchmark's section of the performance doc: each scenario's timings and its plans. */

export interface Result {
  scenario: Scenario;
  ranked: string;
  query: Timing;
  http: Timing;
  bare: Timing;
  plans: ExplainedQuery[];
}

export const times = (value: number, baseline: number) => `${(value / baseline).toFixed(1)}×`;
export const count = (value: number) => value.toLocaleString('en-US');
export const readsWholeBigTable = (plan: ExplainedQuery) =>
  plan.seqScans.filter((table) => BIG_TABLES.includes(table));

export function matchingReport(
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
  const rows = results.map(
    ({ scenario, ranked, query, http, bare }) =>
      `| ${scenario.label} | \`${decodeURIComponent(scenario.request)}\` | ${ranked} | ${ms(query.medianMs)} | ${ms(query.p95Ms)} | ${times(query.medianMs, roundTrip.medianMs)} | ${ms(http.medianMs)} | ${ms(http.p95Ms)} | ${ms(bare.medianMs)} | ${times(http.medianMs, bare.medianMs)} |`,
  );
  const planRows = results.flatMap(({ plans }) =>
    plans.map((plan) => {
      const whole = readsWholeBigTable(plan);
      return `| ${plan.label} | ${indexList(plan)} | ${whole.length ? `**${whole.join(', ')}**` : 'none'} | ${ms(plan.executionMs)} |`;
    }),
  );
  return [
    lastRunLine(facts.seconds),
    '',
    machineLine(facts.load),
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
