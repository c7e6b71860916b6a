import type { Compilable } from 'kysely';
import type pg from 'pg';

export interface ExplainedQuery {
  label: string;
  plan: string;
  /** Indexes the plan reads, in plan order. */
  indexes: string[];
  usesSeqScanOnJobs: boolean;
  /** Tables the plan reads whole (Seq Scan), in plan order. */
  seqScans: string[];
  executionMs: number;
}

/** EXPLAIN (ANALYZE, BUFFERS) of a Kysely query with its real parameters, as the app sends it. */
export async function explain(pool: pg.Pool, label: string, query: Compilable): Promise<ExplainedQuery> {
  const compiled = query.compile();
  const result = await pool.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) ${compiled.sql}`,
    compiled.parameters as unknown[],
  );
  const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
  const indexes = [
    ...plan.matchAll(/(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\w+)/g),
  ].map((match) => match[1] as string);
  const seqScans = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((match) => match[1] as string);
  const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
  return { label, plan, indexes, usesSeqScanOnJobs: seqScans.includes('jobs'), seqScans, executionMs };
}
