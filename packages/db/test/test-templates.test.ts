import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../src';
import { migrations } from '../src/migrations';
import { TEMPLATE_KEY, withAdminClient } from '../src/test-templates';
import { createTestDb } from '../src/testing';

/** Test databases start as copies of one migrated template; each copy must be whole and its own. */
const serverUrl = process.env.TEST_DATABASE_URL;

async function appliedMigrations(handle: DbHandle): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from schema_migrations order by name`.execute(
    handle.db,
  );
  return rows.map((row) => row.name);
}

async function userCount(handle: DbHandle): Promise<number> {
  const row = await handle.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

let first: DbHandle;
let second: DbHandle;
beforeAll(async () => {
  [first, second] = await Promise.all([createTestDb(), createTestDb()]);
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

describe('test databases made from the template', () => {
  it('have every migration applied', async () => {
    const expected = Object.keys(migrations).sort();
    expect(await appliedMigrations(first)).toEqual(expected);
    expect(await appliedMigrations(second)).toEqual(expected);
  });

  it('are independent of each other', async () => {
    await first.db
      .insertInto('users')
      .values({
        email: 'template-copy@talanta.test',
        passwordHash: 'x',
        firstName: 'Copy',
        lastName: 'One',
        phoneNumber: null,
        role: 'client',
      })
      .execute();
    expect(await userCount(first)).toBe(1);
    expect(await userCount(second)).toBe(0);
  });

  it('keep the template for the next file, named after the migrations', async () => {
    if (!serverUrl) {
      const dump = await stat(join(tmpdir(), `talanta-pglite-template-${TEMPLATE_KEY}.tar`));
      expect(dump.size).toBeGreaterThan(0);
      return;
    }
    // Closed to connections, so autovacuum never holds it open while a file copies it.
    const template = await withAdminClient(serverUrl, (client) =>
      client.query('SELECT datistemplate, datallowconn FROM pg_database WHERE datname = $1', [
        `talanta_template_${TEMPLATE_KEY}`,
      ]),
    );
    expect(template.rows).toEqual([{ datistemplate: true, datallowconn: false }]);
  });
});
