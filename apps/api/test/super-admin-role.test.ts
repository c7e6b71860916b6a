import { ERROR_MESSAGES, type TUser } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { appRouter } from '../src/routers';
import { createInnerContext } from '../src/trpc/context';
import { createCallerFactory } from '../src/trpc/init';
import { auditRowsFor, notificationsOf } from './helpers/admin';
import { createTestApp, useTestApp } from './helpers/app';
import { outcome } from './helpers/caller';
import { postJob, signedInActor, useActors } from './helpers/jobs';
import { createUser } from './helpers/users';

/** Role changes by the super admin, and the rule that the platform always keeps an admin. */

const t = useTestApp({ env: { SESSION_SECRET: 'super-admin-test-secret-0123456789abcdef' } });

const TEXT = {
  roleUpdated: 'User role updated successfully',
  cannotDemoteSelf: 'You cannot demote yourself',
} as const;

const { admin, developer } = useActors(t, {
  admin: ['admin', { firstName: 'Amina', lastName: 'Wekesa' }],
  developer: 'developer',
});

describe('PUT /api/super-admin/users/{userId}/role', () => {
  it('changes the role, ends the user’s sessions, creates the profile the role needs and records it', async () => {
    const target = await signedInActor(t, 'client');
    const job = await postJob(target);
    expect((await target.http.get('/api/auth/user')).status).toBe(200);

    const response = await admin.http.put(`/api/super-admin/users/${target.user.id}/role`, {
      role: 'developer',
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(TEXT.roleUpdated);
    expect(response.body.user).toMatchObject({ id: target.user.id, role: 'developer' });

    expect((await target.http.get('/api/auth/user')).status).toBe(401);
    const sessions = await t.db
      .selectFrom('authSessions')
      .select('id')
      .where('userId', '=', target.user.id)
      .execute();
    expect(sessions).toEqual([]);
    const profile = await t.db
      .selectFrom('developerProfiles')
      .select(['isApproved'])
      .where('userId', '=', target.user.id)
      .executeTakeFirst();
    expect(profile).toEqual({ isApproved: false });
    const jobRow = await t.db.selectFrom('jobs').select('status').where('id', '=', job.id).executeTakeFirst();
    expect(jobRow?.status).toBe('closed');
    expect((await notificationsOf(t, target.user.id)).at(-1)).toMatchObject({
      title: 'Your account role changed',
      message: 'An administrator changed your account from Client to Developer.',
    });
    const [audit] = await auditRowsFor(t, 'user.role_change', target.user.id);
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.email,
      targetType: 'user',
      before: { role: 'client' },
      after: { role: 'developer', sessionsEnded: true, profileCreated: true, jobsClosed: 1 },
    });
  });

  it('takes an approved developer off the listings when they stop being a developer', async () => {
    const target = await signedInActor(t, 'developer');
    await admin.http.put(`/api/super-admin/users/${target.user.id}/role`, { role: 'client' });
    const profile = await t.db
      .selectFrom('developerProfiles')
      .select('isApproved')
      .where('userId', '=', target.user.id)
      .executeTakeFirst();
    expect(profile?.isApproved).toBe(false);
    const clientProfile = await t.db
      .selectFrom('clientProfiles')
      .select('id')
      .where('userId', '=', target.user.id)
      .executeTakeFirst();
    expect(clientProfile).toBeDefined();
  });

  it('refuses self-demotion; setting the same role changes nothing', async () => {
    const self = await admin.http.put(`/api/super-admin/users/${admin.user.id}/role`, { role: 'client' });
    expect(self.status).toBe(403);
    expect(self.body).toEqual({ message: TEXT.cannotDemoteSelf, code: 'FORBIDDEN' });
    const same = await admin.http.put(`/api/super-admin/users/${admin.user.id}/role`, { role: 'admin' });
    expect(same.status).toBe(200);
    expect((await admin.http.get('/api/auth/user')).body.role).toBe('admin');
    expect(await auditRowsFor(t, 'user.role_change', admin.user.id)).toEqual([]);
  });

  it('validates the role and answers 404 for an unknown user', async () => {
    const bad = await admin.http.put(`/api/super-admin/users/${developer.user.id}/role`, { role: 'owner' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Role must be developer, client or admin');
    const missing = await admin.http.put('/api/super-admin/users/999999/role', { role: 'client' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('User not found');
  });
});

describe('the last admin', () => {
  it('two admins demoting each other: the first succeeds, the second is no admin any more and is refused', async () => {
    // A database of its own: this test needs to know every admin there is.
    const solo = await createTestApp({ env: { SESSION_SECRET: 'super-admin-solo-secret-0123456789abcdef' } });
    try {
      const a = await createUser(solo.db, 'admin');
      const b = await createUser(solo.db, 'admin');
      const caller = (user: TUser) =>
        createCallerFactory(appRouter)(
          createInnerContext({ db: solo.db, services: solo.app.services, log: solo.app.log, user }),
        );
      // Both requests passed the admin check before either changed anything.
      expect(
        await outcome(caller(a.user).superAdmin.changeRole({ userId: b.user.id, role: 'client' })),
      ).toEqual({
        status: 200,
      });
      // b's role is read again inside the transaction: b is a client now, so a stays the admin.
      expect(
        await outcome(caller(b.user).superAdmin.changeRole({ userId: a.user.id, role: 'client' })),
      ).toEqual({
        status: 403,
        message: ERROR_MESSAGES.forbidden,
      });
      expect(await outcome(caller(b.user).superAdmin.deleteUser({ userId: a.user.id }))).toEqual({
        status: 403,
        message: ERROR_MESSAGES.forbidden,
      });
      const admins = await solo.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
      expect(admins).toEqual([{ id: a.user.id }]);
    } finally {
      await solo.close();
    }
  });
});
