import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type DbHandle } from './create-db';
import { migrateToLatest } from './migrate';

export interface TestDbOptions {
  /** PostgreSQL server to create the throwaway database on; default: TEST_DATABASE_URL, else PGlite. */
  serverUrl?: string | undefined;
  migrate?: boolean;
}

/**
 * A fresh database for one test file: in-memory PGlite, or a throwaway database on the PostgreSQL
 * server at TEST_DATABASE_URL that is dropped again on close.
 */
export async function createTestDb(options: TestDbOptions = {}): Promise<DbHandle> {
  const serverUrl = options.serverUrl ?? process.env.TEST_DATABASE_URL;
  let handle: DbHandle;
  if (serverUrl) {
    const name = `talanta_test_${randomBytes(6).toString('hex')}`;
    await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const created = await createDb({ databaseUrl: url.toString(), poolSize: 5 });
    handle = {
      ...created,
      close: async () => {
        await created.close();
        await withAdminClient(serverUrl, (client) =>
          client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        );
      },
    };
  } else {
    handle = await createDb();
  }
  if (options.migrate !== false) await migrateToLatest(handle.db);
  return handle;
}

async function withAdminClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
