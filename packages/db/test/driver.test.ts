import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDb,
  type DbHandle,
  findUserById,
  findUserCredentialsByEmail,
  isDatabaseUnavailableError,
  isUniqueViolation,
  toUser,
} from '../src';
import { pgliteTemplate } from '../src/test-templates';
import { createTestDb, expectedTestDriver } from '../src/testing';

/**
 * The same queries and transactions on both drivers: in-memory PGlite by default, a throwaway
 * PostgreSQL database when TEST_DATABASE_URL is set.
 */

/** Lets every pending callback run, so concurrent work gets its chance to interleave (no timer). */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
});

afterAll(async () => {
  await handle?.close();
});

/** Concurrent transactions, on whichever driver this run uses. */
async function proveTransactionIsolation(target: DbHandle) {
  const { db } = target;
  const failing = db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({
        email: 'rolled-back@example.com',
        passwordHash: 'x',
        firstName: 'R',
        lastName: 'B',
        phoneNumber: null,
        role: 'client',
      })
      .execute();
    await yieldToOthers();
    throw new Error('roll me back');
  });
  const committing = Array.from({ length: 4 }, (_, index) =>
    db.transaction().execute(async (trx) => {
      const email = `concurrent-${index}@example.com`;
      const { id } = await trx
        .insertInto('users')
        .values({
          email,
          passwordHash: 'x',
          firstName: 'C',
          lastName: String(index),
          phoneNumber: null,
          role: 'client',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await yieldToOthers();
      await trx
        .insertInto('clientProfiles')
        .values({ userId: id, companyName: `Company ${index}` })
        .execute();
      await yieldToOthers();
      // Inside the transaction, only this transaction's own uncommitted row is visible.
      const mine = await trx
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('email', 'like', 'concurrent-%')
        .where('lastName', '=', String(index))
        .executeTakeFirstOrThrow();
      return { id, count: Number(mine.count) };
    }),
  );

  const results = await Promise.allSettled([failing, ...committing]);
  expect(results[0]).toMatchObject({ status: 'rejected', reason: { message: 'roll me back' } });
  const committed = results.slice(1);
  for (const result of committed) expect(result).toMatchObject({ status: 'fulfilled', value: { count: 1 } });

  const rows = await db
    .selectFrom('users')
    .innerJoin('clientProfiles', 'clientProfiles.userId', 'users.id')
    .select(['users.email', 'clientProfiles.companyName'])
    .where('users.email', 'like', 'concurrent-%')
    .orderBy('users.email')
    .execute();
  expect(rows).toEqual(
    [0, 1, 2, 3].map((index) => ({
      email: `concurrent-${index}@example.com`,
      companyName: `Company ${index}`,
    })),
  );
  const rolledBack = await findUserCredentialsByEmail(db, 'rolled-back@example.com');
  expect(rolledBack).toBeUndefined();
}

describe('queries shared by both drivers', () => {
  let userId: number;

  it('inserts with returning and reads back with camelCase columns', async () => {
    const created = await handle.db
      .insertInto('users')
      .values({
        email: 'wanjiru@example.com',
        passwordHash: 'not-a-real-hash',
        firstName: 'Wanjiru',
        lastName: 'Mwangi',
        phoneNumber: '+254711111111',
        role: 'developer',
      })
      .returning(['id', 'createdAt'])
      .executeTakeFirstOrThrow();
    userId = created.id;
    expect(typeof created.id).toBe('number');
    expect(created.createdAt).toBeInstanceOf(Date);

    const found = await findUserById(handle.db, userId);
    expect(found).toMatchObject({
      id: userId,
      email: 'wanjiru@example.com',
      firstName: 'Wanjiru',
      role: 'developer',
    });
    expect(found && toUser(found)).toEqual({
      id: userId,
      email: 'wanjiru@example.com',
      firstName: 'Wanjiru',
      lastName: 'Mwangi',
      phoneNumber: '+254711111111',
      role: 'developer',
      profileImageUrl: null,
      emailVerified: false,
      timeZone: 'UTC',
      locale: null,
      createdAt: created.createdAt.toISOString(),
    });
    expect(found).not.toHaveProperty('passwordHash');
  });

  it('finds credentials by email in any case and refuses a duplicate email in another case', async () => {
    const credentials = await findUserCredentialsByEmail(handle.db, 'WANJIRU@example.com');
    expect(credentials?.id).toBe(userId);
    expect(credentials?.passwordHash).toBe('not-a-real-hash');

    const duplicate = await handle.db
      .insertInto('users')
      .values({
        email: 'Wanjiru@Example.com',
        passwordHash: 'x',
        firstName: 'W',
        lastName: 'M',
        phoneNumber: null,
        role: 'client',
      })
      .execute()
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isUniqueViolation(duplicate, 'users_email_key')).toBe(true);
    expect(isUniqueViolation(duplicate, 'another_constraint')).toBe(false);
    expect(isDatabaseUnavailableError(duplicate)).toBe(false);
  });

  it('round-trips arrays, jsonb, dates, bytea and counts the same way', async () => {
    await handle.db
      .insertInto('developerProfiles')
      .values({ userId, skills: ['TypeScript', 'Go'], areaOfSpecialization: 'Backend Development' })
      .execute();
    const profile = await handle.db
      .selectFrom('developerProfiles')
      .select(['skills', 'isApproved', 'hourlyRate'])
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({ skills: ['TypeScript', 'Go'], isApproved: false, hourlyRate: null });

    const projects = [{ name: 'Duka', description: 'A shop', link: null }];
    const application = await handle.db
      .insertInto('vettingSubmissions')
      .values({
        firstName: 'W',
        lastName: 'M',
        email: 'w@example.com',
        phoneNumber: null,
        githubUrl: 'https://github.com/w',
        linkedinUrl: 'https://linkedin.com/in/w',
        portfolioUrl: null,
        resumeUrl: null,
        areaOfExpertise: 'Backend',
        experienceLevel: '1-3',
        skills: ['Go'],
        bio: 'Builds things.',
        projects: JSON.stringify(projects),
        isApproved: null,
      })
      .returning(['projects', 'isApproved'])
      .executeTakeFirstOrThrow();
    expect(application).toEqual({ projects, isApproved: null });

    const secretHash = new Uint8Array([0, 1, 2, 250, 255]);
    const expiresAt = new Date('2030-01-02T03:04:05.000Z');
    await handle.db
      .insertInto('authSessions')
      .values({ id: 'session-1', userId, secretHash, expiresAt })
      .execute();
    const session = await handle.db
      .selectFrom('authSessions')
      .select(['secretHash', 'expiresAt'])
      .where('id', '=', 'session-1')
      .executeTakeFirstOrThrow();
    expect([...new Uint8Array(session.secretHash)]).toEqual([0, 1, 2, 250, 255]);
    expect(session.expiresAt.toISOString()).toBe(expiresAt.toISOString());

    const { rows } = await sql<{ day: string; total: number }>`
      select date '2026-03-01' as day, count(*)::int8 as total from users`.execute(handle.db);
    expect(rows).toEqual([{ day: '2026-03-01', total: 1 }]);
  });

  it('reports updated and deleted row counts', async () => {
    const updated = await handle.db
      .updateTable('users')
      .set({ lastName: 'Kariuki' })
      .where('id', '=', userId)
      .executeTakeFirst();
    expect(Number(updated.numUpdatedRows)).toBe(1);
    const deleted = await handle.db
      .deleteFrom('authSessions')
      .where('userId', '=', userId)
      .executeTakeFirst();
    expect(Number(deleted.numDeletedRows)).toBe(1);
    const none = await handle.db.deleteFrom('authSessions').where('userId', '=', userId).executeTakeFirst();
    expect(Number(none.numDeletedRows)).toBe(0);
  });
});

describe('transactions', () => {
  it(`concurrent transactions on ${expectedTestDriver} commit their own data; a failing one rolls back alone`, async () => {
    await proveTransactionIsolation(handle);
  });

  // On its own PGlite instance even when this run uses PostgreSQL: the pool under test is PGlite's.
  it('the PGlite pool serialises transactions on its single connection', async () => {
    // From the migrated template, as every PGlite test database is: migrating afresh took most of
    // the test's 30 s on a loaded machine.
    const pglite = await createDb({ pgliteDataDir: await pgliteTemplate() });
    try {
      expect(pglite.driver).toBe('pglite');
      await proveTransactionIsolation(pglite);

      // A transaction holds the connection: a query outside it waits until it ends.
      const order: string[] = [];
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const holder = pglite.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ firstName: 'Held' })
          .where('email', '=', 'concurrent-0@example.com')
          .execute();
        order.push('transaction wrote');
        await gate;
        order.push('transaction ends');
      });
      const outside = pglite.db
        .selectFrom('users')
        .select('firstName')
        .where('email', '=', 'concurrent-0@example.com')
        .executeTakeFirstOrThrow()
        .then((row) => {
          order.push(`outside read ${row.firstName}`);
        });
      await yieldToOthers();
      await yieldToOthers();
      order.push('gate opens');
      release();
      await Promise.all([holder, outside]);
      expect(order).toEqual(['transaction wrote', 'gate opens', 'transaction ends', 'outside read Held']);
    } finally {
      await pglite.close();
    }
  });
});
