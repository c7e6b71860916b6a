import type { Database } from '@talanta/db';
import { type Compilable, type Kysely, sql } from 'kysely';

/**
 * The plan PostgreSQL (or PGlite) would run for a query on the test's few rows with the given
 * indexes put out of the way and sequential scans off, inside a transaction that is rolled back.
 * A handful of rows is cheaper to read whole or through an index that lists every row, so this shows
 * whether the query's predicate can be answered from the index under test; the benchmarks show the
 * planner choosing it by itself at scale.
 */
export async function planWithout(
  db: Kysely<Database>,
  query: Compilable,
  dropIndexes: string[],
): Promise<string> {
  const compiled = query.compile();
  const inlined = compiled.sql.replace(/\$(\d+)/g, (_match, index: string) => {
    const value = compiled.parameters[Number(index) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
  const rolledBack = new Error('rolled back');
  let plan = '';
  await db
    .transaction()
    .execute(async (trx) => {
      for (const index of dropIndexes) await sql`drop index ${sql.ref(index)}`.execute(trx);
      await sql`set local enable_seqscan = off`.execute(trx);
      const result = await sql.raw<{ 'QUERY PLAN': string }>(`explain ${inlined}`).execute(trx);
      plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
      throw rolledBack;
    })
    .catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
  return plan;
}
