import { ERROR_MESSAGES } from '@talanta/schema';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { callerSeenAs, outcome } from './helpers/caller';
import { postJob, signedInActor } from './helpers/jobs';
import { pollUntil } from './helpers/poll';
import { createUser } from './helpers/users';

/**
 * An admin demoted while their request runs must not act: the role is read again, under a lock on
 * the caller's row, inside the transaction that acts.
 */
const t = useTestApp();

const FORBIDDEN = { status: 403, message: ERROR_MESSAGES.forbidden };

async function demote(userId: number) {
  await t.db.updateTable('users').set({ role: 'client' }).where('id', '=', userId).execute();
}

function roleOf(userId: number) {
  return t.db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
}

describe('an admin demoted after the access check', () => {
  it('changes no role and deletes no user', async () => {
    const caller = await createUser(t.db, 'admin');
    const target = await createUser(t.db, 'developer');
    await demote(caller.user.id);
    const api = callerSeenAs(t, caller.user).superAdmin;
    expect(await outcome(api.changeRole({ userId: target.user.id, role: 'admin' }))).toEqual(FORBIDDEN);
    expect(await outcome(api.deleteUser({ userId: target.user.id }))).toEqual(FORBIDDEN);
    expect(await roleOf(target.user.id)).toEqual({ role: 'developer' });
    const audit = await t.db
      .selectFrom('auditLog')
      .select('id')
      .where('actorId', '=', caller.user.id)
      .execute();
    expect(audit).toEqual([]);
  });

  it('deletes no job and sets no developer flag', async () => {
    const caller = await createUser(t.db, 'admin');
    const client = await signedInActor(t, 'client');
    const job = await postJob(client);
    const developer = await createUser(t.db, 'developer');
    const profile = await t.db
      .selectFrom('developerProfiles')
      .select(['id', 'isVerified'])
      .where('userId', '=', developer.user.id)
      .executeTakeFirstOrThrow();
    await demote(caller.user.id);
    const api = callerSeenAs(t, caller.user);
    expect(await outcome(api.superAdmin.deleteJob({ jobId: job.id }))).toEqual(FORBIDDEN);
    expect(
      await outcome(api.superAdmin.setDeveloperStatus({ developerId: profile.id, isVerified: true })),
    ).toEqual(FORBIDDEN);
    expect(await outcome(api.vetting.resetRejected())).toEqual(FORBIDDEN);
    expect(await t.db.selectFrom('jobs').select('id').where('id', '=', job.id).execute()).toHaveLength(1);
    const after = await t.db
      .selectFrom('developerProfiles')
      .select('isVerified')
      .where('id', '=', profile.id)
      .executeTakeFirstOrThrow();
    expect(after.isVerified).toBe(false);
  });
});

if (process.env.TEST_DATABASE_URL) {
  describe('a demotion racing the request (PostgreSQL, two connections)', () => {
    /** How many statements of this database wait for a lock. */
    async function lockWaiters(): Promise<number> {
      const { rows } = await sql<{ waiting: number }>`
        SELECT count(*)::int AS waiting FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(t.db);
      return rows[0]?.waiting ?? 0;
    }

    /**
     * Demotes the caller in a transaction held open until `request` is waiting on that transaction's
     * row lock, then commits: the request was admitted as an admin and must still be refused.
     */
    async function raceDemotion(callerId: number, request: () => Promise<{ status: number }>) {
      let pending: Promise<{ status: number }> | undefined;
      await t.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ role: 'client' }).where('id', '=', callerId).execute();
        pending = request();
        await pollUntil(lockWaiters, (waiting) => waiting > 0, 'the request to wait on the caller row');
      });
      return pending;
    }

    it('refuses the role change the demoted admin sent', async () => {
      const caller = await signedInActor(t, 'admin');
      const target = await createUser(t.db, 'developer');
      const response = await raceDemotion(caller.user.id, () =>
        caller.http.put(`/api/super-admin/users/${target.user.id}/role`, { role: 'admin' }),
      );
      expect(response?.status).toBe(403);
      expect(await roleOf(target.user.id)).toEqual({ role: 'developer' });
    });

    it('refuses the deletion the demoted admin sent', async () => {
      const caller = await signedInActor(t, 'admin');
      const target = await createUser(t.db, 'client');
      const response = await raceDemotion(caller.user.id, () =>
        caller.http.request('DELETE', `/api/super-admin/users/${target.user.id}`),
      );
      expect(response?.status).toBe(403);
      expect(await roleOf(target.user.id)).toEqual({ role: 'client' });
    });

    it('refuses a job deletion too', async () => {
      const caller = await signedInActor(t, 'admin');
      const job = await postJob(await signedInActor(t, 'client'));
      const response = await raceDemotion(caller.user.id, () =>
        caller.http.request('DELETE', `/api/super-admin/jobs/${job.id}`),
      );
      expect(response?.status).toBe(403);
      expect(await t.db.selectFrom('jobs').select('id').where('id', '=', job.id).execute()).toHaveLength(1);
    });
  });
}
