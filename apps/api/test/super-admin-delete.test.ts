import { describe, expect, it } from 'vitest';
import { auditRowsFor, notificationsOf } from './helpers/admin';
import { useTestApp } from './helpers/app';
import { applyTo, postJob, signedInActor, useActors } from './helpers/jobs';

/** Deleting users and jobs with what is theirs, and setting a developer's approval and verification. */

const t = useTestApp({ env: { SESSION_SECRET: 'super-admin-test-secret-0123456789abcdef' } });

const TEXT = {
  userDeleted: 'User deleted successfully',
  statusUpdated: 'Developer status updated successfully',
  jobDeleted: 'Job deleted successfully',
  cannotDeleteSelf: 'You cannot delete your own account',
  exactlyOne: 'Send exactly one of isApproved or isVerified',
} as const;

const { admin, developer } = useActors(t, {
  admin: ['admin', { firstName: 'Amina', lastName: 'Wekesa' }],
  developer: 'developer',
});

describe('DELETE /api/super-admin/users/{userId}', () => {
  it('deletes a developer and everything of theirs in one go, leaving everyone else’s data', async () => {
    const poster = await signedInActor(t, 'client');
    const gone = await signedInActor(t, 'developer');
    const stays = await signedInActor(t, 'developer');
    const job = await postJob(poster);
    await applyTo(gone, job.id);
    await applyTo(stays, job.id);
    await gone.http.post('/api/messages', {
      receiverId: poster.user.id,
      content: 'Hello from the applicant',
    });
    await poster.http.post('/api/messages', { receiverId: gone.user.id, content: 'Hello back' });
    await poster.http.post('/api/messages', { receiverId: stays.user.id, content: 'Hello to the other one' });
    const application = await t.db
      .insertInto('vettingSubmissions')
      .values({
        firstName: 'Gone',
        lastName: 'Soon',
        email: gone.email,
        githubUrl: 'https://github.com/gone',
        linkedinUrl: 'https://linkedin.com/in/gone',
        areaOfExpertise: 'Backend',
        experienceLevel: '1-3',
        skills: ['Go'],
        bio: 'x'.repeat(60),
        projects: '[]',
        isApproved: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const response = await admin.http.request('DELETE', `/api/super-admin/users/${gone.user.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: TEXT.userDeleted,
      deleted: {
        sessions: 1,
        jobs: 0,
        jobApplications: 1,
        conversations: 1,
        messages: 2,
        notifications: expect.any(Number),
        vettingSubmissions: 1,
      },
    });

    const left = async (table: 'authSessions' | 'developerProfiles' | 'notifications', column: 'userId') =>
      t.db.selectFrom(table).select(column).where(column, '=', gone.user.id).execute();
    expect(await left('authSessions', 'userId')).toEqual([]);
    expect(await left('developerProfiles', 'userId')).toEqual([]);
    expect(await left('notifications', 'userId')).toEqual([]);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', gone.user.id).execute()).toEqual([]);
    expect(
      await t.db.selectFrom('jobApplications').select('developerId').where('jobId', '=', job.id).execute(),
    ).toEqual([{ developerId: stays.user.id }]);
    const messages = await t.db
      .selectFrom('messages')
      .select('content')
      .where((eb) => eb.or([eb('senderId', '=', gone.user.id), eb('receiverId', '=', gone.user.id)]))
      .execute();
    expect(messages).toEqual([]);
    expect((await poster.http.get('/api/messages/conversations')).body).toHaveLength(1);
    expect(
      await t.db.selectFrom('vettingSubmissions').select('id').where('id', '=', application.id).execute(),
    ).toEqual([]);
    expect((await gone.http.get('/api/auth/user')).status).toBe(401);

    const [audit] = await auditRowsFor(t, 'user.delete', gone.user.id);
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      targetType: 'user',
      before: { email: gone.email, role: 'developer' },
      after: { deleted: { jobApplications: 1, messages: 2, vettingSubmissions: 1 } },
    });
  });

  it('deletes a client with their jobs and those jobs’ applications', async () => {
    const poster = await signedInActor(t, 'client');
    const applicant = await signedInActor(t, 'developer');
    const job = await postJob(poster);
    await applyTo(applicant, job.id);
    const response = await admin.http.request('DELETE', `/api/super-admin/users/${poster.user.id}`);
    expect(response.body.deleted).toMatchObject({ jobs: 1, jobApplications: 1, conversations: 1 });
    expect(await t.db.selectFrom('jobs').select('id').where('id', '=', job.id).execute()).toEqual([]);
    expect((await applicant.http.get('/api/applications/my-applications')).body).toEqual([]);
    expect((await applicant.http.get('/api/auth/user')).status).toBe(200);
  });

  it('refuses self-deletion (403) and answers 404 for an unknown user', async () => {
    const self = await admin.http.request('DELETE', `/api/super-admin/users/${admin.user.id}`);
    expect(self.status).toBe(403);
    expect(self.body).toEqual({ message: TEXT.cannotDeleteSelf, code: 'FORBIDDEN' });
    expect((await admin.http.get('/api/auth/user')).status).toBe(200);
    const missing = await admin.http.request('DELETE', '/api/super-admin/users/999999');
    expect(missing.status).toBe(404);
  });
});

describe('PUT /api/super-admin/developers/{developerId}/status', () => {
  async function profileIdOf(userId: number): Promise<number> {
    const row = await t.db
      .selectFrom('developerProfiles')
      .select('id')
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('flips exactly one flag, tells the developer and records it', async () => {
    const target = await signedInActor(t, 'developer', { approved: false });
    const id = await profileIdOf(target.user.id);
    const steps = [
      [{ isApproved: true }, 'Your profile is approved', 'success'],
      [{ isVerified: true }, 'Your profile is verified', 'success'],
      [{ isApproved: false }, 'Your profile approval was withdrawn', 'warning'],
      [{ isVerified: false }, 'Your profile is no longer verified', 'warning'],
    ] as const;
    for (const [body, title, type] of steps) {
      const response = await admin.http.put(`/api/super-admin/developers/${id}/status`, body);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.message).toBe(TEXT.statusUpdated);
      expect(response.body.developer).toMatchObject({ id, ...body });
      expect((await notificationsOf(t, target.user.id)).at(-1)).toMatchObject({ title, type });
    }
    const audit = await auditRowsFor(t, 'developer.status', id);
    expect(audit.map((row) => [row.before, row.after])).toEqual([
      [expect.objectContaining({ isApproved: false }), expect.objectContaining({ isApproved: true })],
      [expect.objectContaining({ isVerified: false }), expect.objectContaining({ isVerified: true })],
      [expect.objectContaining({ isApproved: true }), expect.objectContaining({ isApproved: false })],
      [expect.objectContaining({ isVerified: true }), expect.objectContaining({ isVerified: false })],
    ]);
    // The same value again changes and records nothing.
    await admin.http.put(`/api/super-admin/developers/${id}/status`, { isVerified: false });
    expect(await auditRowsFor(t, 'developer.status', id)).toHaveLength(4);
  });

  it('needs exactly one of isApproved or isVerified', async () => {
    const id = await profileIdOf(developer.user.id);
    for (const body of [{}, { isApproved: true, isVerified: true }, { isApproved: 'yes' }]) {
      const response = await admin.http.put(`/api/super-admin/developers/${id}/status`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toBe(TEXT.exactlyOne);
    }
    const missing = await admin.http.put('/api/super-admin/developers/999999/status', { isApproved: true });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Developer not found');
  });
});

describe('DELETE /api/super-admin/jobs/{jobId}', () => {
  it('deletes the job and its applications, tells its client and applicants, and records it', async () => {
    const poster = await signedInActor(t, 'client');
    const applicant = await signedInActor(t, 'developer');
    const job = await postJob(poster, { title: 'Fraud rules engine' });
    await applyTo(applicant, job.id);
    const response = await admin.http.request('DELETE', `/api/super-admin/jobs/${job.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: TEXT.jobDeleted });
    expect((await poster.http.get(`/api/jobs/${job.id}`)).status).toBe(404);
    expect((await applicant.http.get('/api/applications/my-applications')).body).toEqual([]);
    expect((await notificationsOf(t, poster.user.id)).at(-1)).toMatchObject({
      type: 'warning',
      title: 'Your job was removed',
    });
    expect((await notificationsOf(t, applicant.user.id)).at(-1)).toMatchObject({
      title: 'A job you applied to was removed',
    });
    const [audit] = await auditRowsFor(t, 'job.delete', job.id);
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      targetType: 'job',
      before: { title: 'Fraud rules engine', status: 'open', clientId: poster.user.id, applications: 1 },
      after: null,
    });
    const again = await admin.http.request('DELETE', `/api/super-admin/jobs/${job.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Job not found');
  });
});
