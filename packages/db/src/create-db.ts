import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createPglitePool } from './pglite-pool';
import type { Database } from './types';

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
  close(): Promise<void>;
}

export interface CreateDbOptions {
  /** PostgreSQL connection string; without it an embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; omitted means in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
  /** How long a request waits for a pooled connection before giving up (ms). */
  connectionTimeoutMs?: number;
  statementTimeoutMs?: number;
  /** Receives errors of idle pooled connections (a database restart), which must not crash the process. */
  onIdleError?: (error: Error) => void;
}

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
  return createPgliteDb(options.dataDir);
}

function createKysely(pool: ConstructorParameters<typeof PostgresDialect>[0]['pool']) {
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin({ underscoreBetweenUppercaseLetters: true })],
  });
}

function createPostgresDb(connectionString: string, options: CreateDbOptions): DbHandle {
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 2000,
    idleTimeoutMillis: 30_000,
    statement_timeout: options.statementTimeoutMs ?? 10_000,
    application_name: POOL_APPLICATION_NAME,
    // The planner's default assumes spinning disks and then prefers sequential scans over the GIN
    // and B-tree indexes the list queries rely on (docs/performance.md).
    options: '-c random_page_cost=1.1',
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('error', (error) => options.onIdleError?.(error));
  const db = createKysely(pool);
  return { db, driver: 'postgres', pglite: null, pool, url: connectionString, close: () => db.destroy() };
}

async function createPgliteDb(dataDir: string | undefined): Promise<DbHandle> {
  let directory: string | undefined;
  if (dataDir) {
    directory = join(dataDir, 'pglite');
    mkdirSync(directory, { recursive: true });
  }
  // pg_trgm backs the developer search index (migration 0005), as on PostgreSQL.
  const pglite = await PGlite.create(directory, { parsers, extensions: { pg_trgm } });
  const db = createKysely(createPglitePool(pglite));
  return { db, driver: 'pglite', pglite, pool: null, url: null, close: () => db.destroy() };
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '57014', // query_canceled: the statement timeout fired
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'connection error',
  'Cannot use a pool after calling end',
  'driver has already been destroyed',
];

/** True when an error means the database cannot be reached now (as opposed to a bad query). */
export function isDatabaseUnavailableError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text)))
      return true;
    if (Array.isArray((current as { errors?: unknown }).errors)) {
      return (current as { errors: unknown[] }).errors.some(isDatabaseUnavailableError);
    }
    current = cause;
  }
  return false;
}

/** PostgreSQL's unique_violation, raised the same by both drivers. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const { code, constraint: name } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  return code === '23505' && (constraint === undefined || name === constraint);
}
