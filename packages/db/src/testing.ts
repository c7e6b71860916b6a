import { randomBytes } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import { createDb, type DbHandle } from './create-db';
import { createFromPostgresTemplate, databaseUrl, pgliteTemplate, withAdminClient } from './test-templates';
import type { Database } from './types';

/** The driver this run's test databases use: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
export const expectedTestDriver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface TestDbOptions {
  /** PostgreSQL server to create the throwaway database on; default: TEST_DATABASE_URL, else PGlite. */
  serverUrl?: string | undefined;
  /** false: an empty database (no migrations applied). */
  migrate?: boolean;
}

/**
 * A fresh database for one test file: in-memory PGlite, or a throwaway database on the PostgreSQL
 * server at TEST_DATABASE_URL that is dropped again on close. A migrated one is a copy of a
 * template migrated once (test-templates.ts), which keeps each file's start cheap on a busy machine.
 */
export async function createTestDb(options: TestDbOptions = {}): Promise<DbHandle> {
  const serverUrl = options.serverUrl ?? process.env.TEST_DATABASE_URL;
  const migrate = options.migrate !== false;
  if (!serverUrl) return createDb({ pgliteDataDir: migrate ? await pgliteTemplate() : undefined });

  const name = `talanta_test_${randomBytes(6).toString('hex')}`;
  if (migrate) await createFromPostgresTemplate(serverUrl, name);
  else await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const created = await createDb({ databaseUrl: databaseUrl(serverUrl, name), poolSize: 5 });
  return {
    ...created,
    close: async () => {
      await created.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

/**
 * Runs `hold` in a transaction and, while that transaction is still open, `meanwhile` in another one
 * under a 3 s lock_timeout, then lets the first end: `meanwhile` fails if it waits on what `hold`
 * locked or wrote. Needs PostgreSQL (PGlite runs one transaction at a time).
 */
export async function whileTransactionHolds(
  db: Kysely<Database>,
  hold: (trx: Transaction<Database>) => Promise<unknown>,
  meanwhile: (trx: Transaction<Database>) => Promise<unknown>,
): Promise<void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    holding = resolve;
  });
  const holder = db.transaction().execute(async (trx) => {
    await hold(trx);
    holding();
    await released;
  });
  // A failing `hold` ends the wait for it as well.
  await Promise.race([held, holder]);
  try {
    await db.transaction().execute(async (trx) => {
      await sql`set local lock_timeout = '3s'`.execute(trx);
      await meanwhile(trx);
    });
  } finally {
    release();
    await holder;
  }
}
