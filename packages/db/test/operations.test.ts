import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDb,
  type DbHandle,
  findPendingMigrations,
  migrateDownOne,
  migrateToLatest,
  seedDemoData,
} from '../src';
import { migrations } from '../src/migrations';
import { databaseUrl, withAdminClient } from '../src/test-templates';
import { createTestDb } from '../src/testing';

/**
 * What operations rely on: the pool's figures for the metrics, the pending-migrations check behind
 * readiness, and (on PostgreSQL) migrations from several processes at once and a backup restored
 * with pg_dump / pg_restore.
 */

const run = promisify(execFile);

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

/** A transaction that holds its connection until `release` is called. */
async function holdConnection(target: DbHandle) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let entered!: () => void;
  const inside = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const done = target.db.transaction().execute(async (trx) => {
    await sql`select 1`.execute(trx);
    entered();
    await gate;
  });
  await inside;
  return { release, done };
}

describe('pool stats', () => {
  it('count a connection in use while a transaction holds it, and none after', async () => {
    expect(handle.poolStats()).toMatchObject({ inUse: 0, waiting: 0 });
    const held = await holdConnection(handle);
    expect(handle.poolStats().inUse).toBe(1);
    held.release();
    await held.done;
    expect(handle.poolStats()).toMatchObject({ inUse: 0, waiting: 0 });
    expect(handle.poolStats().idle).toBeGreaterThanOrEqual(1);
  });

  it('count a caller waiting when every connection is taken', async () => {
    // One connection: PGlite always has one; on PostgreSQL a pool of one on the same database.
    const single = handle.url ? await createDb({ databaseUrl: handle.url, poolSize: 1 }) : handle;
    try {
      const held = await holdConnection(single);
      const queued = sql`select 1`.execute(single.db);
      // The queued query asks for its connection on a later tick; wait for the pool to see it.
      for (let tick = 0; tick < 100 && single.poolStats().waiting === 0; tick++) {
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(single.poolStats()).toMatchObject({ inUse: 1, waiting: 1 });
      held.release();
      await Promise.all([held.done, queued]);
      expect(single.poolStats()).toMatchObject({ inUse: 0, waiting: 0 });
    } finally {
      if (single !== handle) await single.close();
    }
  });
});

describe('findPendingMigrations', () => {
  it('lists none on a migrated database, the reverted one after a step down, all on an empty one', async () => {
    const names = Object.keys(migrations);
    const latest = names.at(-1) as string;
    const fresh = await createTestDb();
    const empty = await createTestDb({ migrate: false });
    try {
      expect(await findPendingMigrations(fresh.db)).toEqual([]);
      expect(await migrateDownOne(fresh.db)).toEqual([`Down ${latest}`]);
      expect(await findPendingMigrations(fresh.db)).toEqual([latest]);
      expect(await findPendingMigrations(empty.db)).toEqual(names);
      // Only reads: an empty database stays empty.
      const tables = await sql<{ count: number }>`
        select count(*)::int as count from information_schema.tables where table_schema = current_schema()`.execute(
        empty.db,
      );
      expect(tables.rows[0]?.count).toBe(0);
    } finally {
      await fresh.close();
      await empty.close();
    }
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  /** A throwaway database on the test server, dropped by the returned `drop`. */
  async function throwawayDatabase(label: string) {
    const name = `talanta_${label}_${randomBytes(5).toString('hex')}`;
    await withAdminClient(serverUrl as string, (client) => client.query(`CREATE DATABASE ${name}`));
    return {
      url: databaseUrl(serverUrl as string, name),
      drop: () =>
        withAdminClient(serverUrl as string, (client) =>
          client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
        ),
    };
  }

  /** Every table's row count and every sequence's position: what a faithful restore reproduces. */
  async function inventory(db: DbHandle['db']) {
    const tables = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const result = await sql<{
        count: number;
      }>`select count(*)::int as count from ${sql.table(name)}`.execute(db);
      counts[name] = result.rows[0]?.count ?? -1;
    }
    const sequences = await sql<{ name: string; lastValue: number | null }>`
      select sequencename as name, last_value from pg_sequences where schemaname = 'public'
      order by sequencename`.execute(db);
    return { counts, sequences: sequences.rows };
  }

  describe('on PostgreSQL: several processes start at once', () => {
    it('each migrates; the advisory lock lets exactly one apply each migration', async () => {
      const target = await throwawayDatabase('migrate_race');
      const processes = await Promise.all(
        [1, 2, 3].map(() => createDb({ databaseUrl: target.url, poolSize: 2, queryTimeoutMs: null })),
      );
      try {
        const applied = await Promise.all(processes.map((process) => migrateToLatest(process.db)));
        const all = applied.flat().sort();
        expect(all).toEqual(Object.keys(migrations).map((name) => `Up ${name}`));
        expect(await findPendingMigrations((processes[0] as DbHandle).db)).toEqual([]);
      } finally {
        await Promise.all(processes.map((process) => process.close()));
        await target.drop();
      }
    }, 60_000);
  });

  describe('on PostgreSQL: backup and restore', () => {
    it('pg_dump -Fc of a seeded database restores with pg_restore to the same rows and sequences', async () => {
      const source = await throwawayDatabase('backup_source');
      const restored = await throwawayDatabase('backup_restored');
      const directory = await mkdtemp(join(tmpdir(), 'talanta-backup-'));
      const dumpFile = join(directory, 'talanta.dump');
      const sourceDb = await createDb({ databaseUrl: source.url, poolSize: 2, queryTimeoutMs: null });
      let restoredDb: DbHandle | undefined;
      try {
        await migrateToLatest(sourceDb.db);
        expect(await seedDemoData(sourceDb.db, { passwordHash: 'x' })).toBe(true);
        const before = await inventory(sourceDb.db);
        expect(before.counts.users).toBeGreaterThan(0);
        expect(before.counts.schema_migrations).toBe(Object.keys(migrations).length);

        // The commands docs/deploy.md gives operators.
        await run('pg_dump', ['--format=custom', '--file', dumpFile, source.url]);
        await run('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', restored.url, dumpFile]);

        restoredDb = await createDb({ databaseUrl: restored.url, poolSize: 2 });
        expect(await inventory(restoredDb.db)).toEqual(before);
        expect(await findPendingMigrations(restoredDb.db)).toEqual([]);
      } finally {
        await sourceDb.close();
        await restoredDb?.close();
        await rm(directory, { recursive: true, force: true });
        await source.drop();
        await restored.drop();
      }
    }, 120_000);
  });
}
