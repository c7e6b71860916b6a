import { randomBytes } from 'node:crypto';
import { createDb, type DbHandle } from './create-db';
import { createFromPostgresTemplate, databaseUrl, pgliteTemplate, withAdminClient } from './test-templates';

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
