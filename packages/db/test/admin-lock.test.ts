import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendLiveEvent, type DbHandle, lockAdminIds } from '../src';
import { createTestDb } from '../src/testing';

// Concurrent transactions need PostgreSQL: PGlite runs one connection, one transaction at a time
// (POSTGRES_ONLY_FILES in vitest.config.ts).
describe('the admins lock', () => {
  let handle: DbHandle;
  let adminId: number;

  beforeAll(async () => {
    handle = await createTestDb();
    const admin = await handle.db
      .insertInto('users')
      .values({
        email: 'lock-admin@example.com',
        passwordHash: 'x',
        firstName: 'A',
        lastName: 'L',
        phoneNumber: null,
        role: 'admin',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    adminId = admin.id;
  });

  afterAll(async () => {
    await handle?.close();
  });

  it("lets others write rows that point at an admin while an account deletion holds the admins' rows", async () => {
    // An account deletion (or a role change) holds every admin row while a registration tells the
    // admins' screens about it: the event row's foreign key must not wait for that lock. It did
    // (FOR UPDATE), and the deletion then waited for the registration's event stream: a deadlock.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked: () => void = () => undefined;
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const deletion = handle.db.transaction().execute(async (trx) => {
      await lockAdminIds(trx);
      locked();
      await held;
    });
    await lockTaken;
    try {
      await handle.db.transaction().execute(async (trx) => {
        await sql`set local lock_timeout = '3s'`.execute(trx);
        await appendLiveEvent(trx, [adminId], 'changed', { topics: ['user'] });
      });
    } finally {
      release();
      await deletion;
    }
    const events = await handle.db
      .selectFrom('userEvents')
      .select('seq')
      .where('userId', '=', adminId)
      .execute();
    expect(events).toHaveLength(1);
  });
});
