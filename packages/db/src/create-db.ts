import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createPglitePool } from './pglite-pool';
import { createResilientPool } from './postgres-pool';
import type { Database } from './types';
import { WriteSignals } from './write-signals';

export { isConnectionFault, isDatabaseUnavailableError, isUniqueViolation } from './database-errors';

export type DbDriver = 'postgres' | 'pglite';

export interface DbHandle {
  db: Kysely<Database>;
  driver: DbDriver;
  /** The embedded instance when driver is pglite (its LISTEN/NOTIFY works in-process). */
  pglite: PGlite | null;
  /** The pool when driver is postgres. */
  pool: pg.Pool | null;
  /** The connection string when driver is postgres (LISTEN needs a connection of its own). */
  url: string | null;
  /** Cache signals of the writes made through `db`, as they complete (see write-signals.ts). */
  writeSignals: WriteSignals;
  /** The pool's connections right now (the metrics' pool gauges read it on each scrape). */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  /** Connections checked out by a query or transaction. */
  inUse: number;
  /** Open connections waiting in the pool for work. */
  idle: number;
  /** Callers queued for a connection because every one is in use. */
  waiting: number;
}

export interface CreateDbOptions {
  /** PostgreSQL connection string; without it an embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; omitted means in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
  /** How long a request waits for a pooled connection before giving up (ms). */
  connectionTimeoutMs?: number;
  /**
   * Longest a statement may run (ms): PostgreSQL cancels it then (statement_timeout), and the
   * client stops waiting QUERY_TIMEOUT_GRACE_MS later when the server does not answer at all
   * (a stalled server). null: no limit, for migrations at start-up. Default 10 s.
   */
  queryTimeoutMs?: number | null;
  /** Receives errors of idle pooled connections (a database restart), which must not crash the process. */
  onIdleError?: (error: Error) => void;
  /** PGlite only: start from this dump of a data directory (dumpDataDir) instead of an empty database. */
  pgliteDataDir?: Blob | undefined;
}

/** How much longer than statement_timeout the client waits before it gives up on the server. */
export const QUERY_TIMEOUT_GRACE_MS = 500;

/** Names the pool's connections in pg_stat_activity (the live-events listener has its own name). */
export const POOL_APPLICATION_NAME = 'talanta';

const OID_INT8 = 20;
const OID_DATE = 1082;

/** Counts arrive as int8; they fit a JS number. Dates stay 'YYYY-MM-DD' text, free of time zones. */
const parsers: Record<number, (value: string) => unknown> = {
  [OID_INT8]: (value) => Number(value),
  [OID_DATE]: (value) => value,
};

export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  if (options.databaseUrl) return createPostgresDb(options.databaseUrl, options);
  return createPgliteDb(options.dataDir, options.pgliteDataDir);
}

function createKysely(pool: ConstructorParameters<typeof PostgresDialect>[0]['pool']) {
  const writeSignals = new WriteSignals();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    // After the camel-case plugin, so the write signals see the tables' SQL names.
    plugins: [new CamelCasePlugin({ underscoreBetweenUppercaseLetters: true }), writeSignals],
  });
  return { db, writeSignals };
}

function createPostgresDb(connectionString: string, options: CreateDbOptions): DbHandle {
  const queryTimeoutMs = options.queryTimeoutMs === undefined ? 10_000 : options.queryTimeoutMs;
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 2000,
    idleTimeoutMillis: 30_000,
    ...(queryTimeoutMs === null
      ? {}
      : { statement_timeout: queryTimeoutMs, query_timeout: queryTimeoutMs + QUERY_TIMEOUT_GRACE_MS }),
    application_name: POOL_APPLICATION_NAME,
    // The planner's default assumes spinning disks and then prefers sequential scans over the GIN
    // and B-tree indexes the list queries rely on (ADR 0150 has the measurements).
    options: '-c random_page_cost=1.1',
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('error', (error) => options.onIdleError?.(error));
  const { db, writeSignals } = createKysely(createResilientPool(pool));
  const poolStats = (): PoolStats => ({
    inUse: pool.totalCount - pool.idleCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  });
  return {
    db,
    driver: 'postgres',
    pglite: null,
    pool,
    url: connectionString,
    writeSignals,
    poolStats,
    close: () => db.destroy(),
  };
}

async function createPgliteDb(dataDir: string | undefined, dump: Blob | undefined): Promise<DbHandle> {
  let directory: string | undefined;
  if (dataDir) {
    directory = join(dataDir, 'pglite');
    mkdirSync(directory, { recursive: true });
  }
  // pg_trgm backs the developer search index (migration 0005), btree_gin the jobs' filter and
  // search index (0027), as on PostgreSQL.
  const pglite = await PGlite.create(directory, {
    parsers,
    extensions: { btree_gin, pg_trgm },
    ...(dump ? { loadDataDir: dump } : {}),
  });
  const pool = createPglitePool(pglite);
  const { db, writeSignals } = createKysely(pool);
  return {
    db,
    driver: 'pglite',
    pglite,
    pool: null,
    url: null,
    writeSignals,
    poolStats: pool.stats,
    close: () => db.destroy(),
  };
}
