import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import { isConnectionFault } from './database-errors';

/**
 * Presents a `pg` Pool to Kysely so that a connection failing while it is checked out can neither
 * end the process nor go back to the pool:
 * - every client has an 'error' listener for its whole life: `pg` emits 'error' on a client whose
 *   socket dies (a terminated backend, a restart), and pg-pool listens only while it is idle;
 * - a client that failed, or whose query timed out on the client side (the query may still be
 *   running on its socket), is released with an error, so pg-pool destroys it and opens a fresh
 *   one on demand; later queries on that lease fail at once instead of waiting again.
 */
export function createResilientPool(pool: pg.Pool): PostgresPool {
  const broken = new WeakSet<pg.PoolClient>();
  pool.on('connect', (client) => {
    client.on('error', () => broken.add(client as pg.PoolClient));
  });

  function lease(client: pg.PoolClient): PostgresPoolClient {
    let released = false;
    async function query(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<unknown>> {
      if (broken.has(client)) throw new Error(BROKEN_CONNECTION_MESSAGE);
      try {
        return (await client.query(sql, [...parameters])) as PostgresQueryResult<unknown>;
      } catch (error) {
        if (isConnectionFault(error)) broken.add(client);
        throw error;
      }
    }
    return {
      // Kysely never streams here (no cursor is configured), so only the (sql, params) form exists.
      query: query as PostgresPoolClient['query'],
      release() {
        if (released) return;
        released = true;
        client.release(broken.has(client) ? new Error(BROKEN_CONNECTION_MESSAGE) : undefined);
      },
    };
  }

  return {
    connect: async () => lease(await pool.connect()),
    end: () => pool.end(),
  };
}

/** pg's own wording, which isDatabaseUnavailableError() recognises. */
const BROKEN_CONNECTION_MESSAGE = 'Client has encountered a connection error and is not queryable';
