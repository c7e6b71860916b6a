import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendLiveEvent, type DbHandle, lockAdminIds } from '../src';
import { createTestDb, whileTransactionHolds } from '../src/testing';

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
    await whileTransactionHolds(
      handle.db,
      (deletion) => lockAdminIds(deletion),
      (registration) => appendLiveEvent(registration, [adminId], 'changed', { topics: ['user'] }),
    );
    const events = await handle.db
      .selectFrom('userEvents')
      .select('seq')
      .where('userId', '=', adminId)
      .execute();
    expect(events).toHaveLength(1);
  });
});
