import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDb } from './create-db';
import { migrateToLatest } from './migrate';

/**
 * Migrated databases that test files start from, so each file copies one instead of migrating its
 * own. Each is named after a hash of the migration files' whole text (a statement kept in a
 * module-level constant changes no function's source), so a template made before a migration was
 * added or edited is never reused.
 */
const migrationsFolder = new URL('./migrations/', import.meta.url);
export const TEMPLATE_KEY = createHash('sha256')
  .update(
    readdirSync(migrationsFolder)
      .sort()
      .map((file) => `${file}\n${readFileSync(new URL(file, migrationsFolder), 'utf8')}`)
      .join('\n'),
  )
  .digest('hex')
  .slice(0, 16);

/** Serialises template building across test processes (an arbitrary constant). */
const TEMPLATE_LOCK_ID = 7_204_113;

/** PostgreSQL's object_in_use: the template was briefly open elsewhere (a racing copy). */
const OBJECT_IN_USE = '55006';

/**
 * The migrated PGlite data directory as a tarball, kept in the OS temp directory across runs.
 * Processes that race to make it each write a file of their own and rename it into place, so a
 * reader never sees half a file.
 */
export async function pgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `talanta-pglite-template-${TEMPLATE_KEY}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const handle = await createDb();
  try {
    await migrateToLatest(handle.db);
    const dump = await (handle.pglite as NonNullable<typeof handle.pglite>).dumpDataDir('none');
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  } finally {
    await handle.close();
  }
}

/**
 * Creates database `name` on the server as a copy of the migrated template, building the template
 * first when this server has none for the current migrations. An advisory lock keeps concurrent
 * test processes from building it twice; it is built under a temporary name and renamed when
 * complete, so an interrupted build is never taken for a template.
 */
export async function createFromPostgresTemplate(serverUrl: string, name: string): Promise<void> {
  const template = `talanta_template_${TEMPLATE_KEY}`;
  await withAdminClient(serverUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    try {
      const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (existing.rowCount === 0) await buildPostgresTemplate(serverUrl, client, template);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]);
    }
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  });
}

async function buildPostgresTemplate(serverUrl: string, client: pg.Client, template: string) {
  const building = `${template}_${randomBytes(4).toString('hex')}`;
  await client.query(`CREATE DATABASE ${building}`);
  const handle = await createDb({ databaseUrl: databaseUrl(serverUrl, building), poolSize: 1 });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
  await client.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
  // No connections: autovacuum leaves it alone, so copies never find it in use.
  await client.query(`ALTER DATABASE ${template} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
