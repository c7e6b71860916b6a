import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle, isDatabaseUnavailableError, migrateToLatest, migrateToNone } from '../src';
import { migrations } from '../src/migrations';
import { createTestDb, expectedTestDriver } from '../src/testing';

/**
 * Runs on in-memory PGlite by default and on a throwaway PostgreSQL database when TEST_DATABASE_URL
 * is set: the same file, the same migrations, the same queries on both drivers.
 */

const CORE_TABLES = [
  'auth_sessions',
  'client_profiles',
  'contracts',
  'conversations',
  'vetting_submissions',
  'developer_profiles',
  'email_outbox',
  'job_applications',
  'jobs',
  'messages',
  'notifications',
  'offers',
  'password_reset_tokens',
  'users',
];

async function tablesOf(handle: DbHandle): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`.execute(handle.db);
  return rows.map((row) => row.name);
}

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb({ migrate: false });
});

afterAll(async () => {
  await handle?.close();
});

describe('migrations', () => {
  it(`runs on ${expectedTestDriver}`, () => {
    expect(handle.driver).toBe(expectedTestDriver);
  });

  it('names its migrations NNNN_verb_noun, in the order they apply', () => {
    const names = Object.keys(migrations);
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual([...names].sort());
    for (const name of names) expect(name).toMatch(/^\d{4}_[a-z0-9]+(_[a-z0-9]+)+$/);
  });

  it('migrates up, down to nothing, and up again', async () => {
    const names = Object.keys(migrations);
    expect(await tablesOf(handle)).toEqual([]);

    expect(await migrateToLatest(handle.db)).toEqual(names.map((name) => `Up ${name}`));
    expect(await tablesOf(handle)).toEqual(expect.arrayContaining(CORE_TABLES));
    // A second run at start-up applies nothing.
    expect(await migrateToLatest(handle.db)).toEqual([]);

    expect(await migrateToNone(handle.db)).toEqual([...names].reverse().map((name) => `Down ${name}`));
    // Every `down` removed what its `up` made: only the migrator's own bookkeeping is left.
    expect(await tablesOf(handle)).toEqual(['schema_migrations', 'schema_migrations_lock']);

    expect(await migrateToLatest(handle.db)).toEqual(names.map((name) => `Up ${name}`));
    expect(await tablesOf(handle)).toEqual(expect.arrayContaining(CORE_TABLES));
  });
});

describe('connections', () => {
  it('classifies an unreachable PostgreSQL as unavailable, not as a bad query', async () => {
    const unreachable = await createDb({
      databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
      connectionTimeoutMs: 500,
    });
    try {
      const error = await sql`select 1`.execute(unreachable.db).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).not.toBeNull();
      expect(isDatabaseUnavailableError(error)).toBe(true);
    } finally {
      await unreachable.close();
    }
    expect(isDatabaseUnavailableError(new Error('syntax error at or near "selec"'))).toBe(false);
  });

  it('a test database is gone after close()', async () => {
    const throwaway = await createTestDb();
    expect(await tablesOf(throwaway)).toEqual(expect.arrayContaining(CORE_TABLES));
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(throwaway.db);
    const name = rows[0]?.name;
    await throwaway.close();
    const afterClose = await sql`select 1`.execute(throwaway.db).then(
      () => 'still open',
      () => 'closed',
    );
    expect(afterClose).toBe('closed');
    if (expectedTestDriver === 'postgres') {
      const listed = await sql<{
        datname: string;
      }>`select datname from pg_database where datname = ${name}`.execute(handle.db);
      expect(name).toMatch(/^talanta_test_/);
      expect(listed.rows).toEqual([]);
    }
  });
});
