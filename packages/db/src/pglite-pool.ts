import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type { PoolStats } from './create-db';

/**
 * Presents one embedded PGlite instance as the small slice of a `pg` Pool that Kysely's
 * PostgresDialect uses, so both drivers share one dialect, one compiler and the same SQL.
 * PGlite has a single connection: `connect()` hands it to one holder at a time, which keeps a
 * transaction's statements from interleaving with anybody else's.
 */
export function createPglitePool(pglite: PGlite): PostgresPool & { stats(): PoolStats } {
  let queue: Promise<void> = Promise.resolve();
  let ending = false;
  // Holders that asked for the connection and have not released it; at most one of them has it.
  let holders = 0;
  let inUse = 0;

  async function query(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<unknown>> {
    const result = await pglite.query<unknown>(sql, [...parameters]);
    const rowCount = result.affectedRows ?? 0;
    return { command: commandOf(sql, rowCount), rowCount, rows: result.rows };
  }

  return {
    connect() {
      // As pg-pool does: nobody joins the queue once end() began, so end() can wait for everyone in it.
      if (ending) return Promise.reject(new Error('Cannot use a pool after calling end on the pool'));
      let release!: () => void;
      const turn = new Promise<void>((resolve) => {
        release = resolve;
      });
      const previous = queue;
      queue = previous.then(() => turn);
      holders++;
      return previous.then(() => {
        inUse = 1;
        let released = false;
        // Kysely never streams here (no cursor is configured), so only the (sql, params) form exists.
        const client = {
          query: query as PostgresPoolClient['query'],
          release() {
            if (released) return;
            released = true;
            holders--;
            inUse = 0;
            release();
          },
        };
        return client;
      });
    },
    stats: () => ({ inUse, idle: 1 - inUse, waiting: holders - inUse }),
    async end() {
      ending = true;
      await queue;
      await pglite.close();
    },
  };
}

/**
 * What `pg` reports as `result.command`; Kysely only reads it to decide whether a row count applies.
 * A statement led by CTEs counts as a write when it changed rows.
 */
function commandOf(sql: string, rowCount: number): PostgresQueryResult<unknown>['command'] {
  const leading = /^\s*(\w+)/.exec(sql)?.[1]?.toUpperCase();
  if (leading === 'WITH') return rowCount > 0 ? 'UPDATE' : 'SELECT';
  const writes = ['INSERT', 'UPDATE', 'DELETE', 'MERGE'] as const;
  return writes.find((command) => command === leading) ?? 'SELECT';
}
