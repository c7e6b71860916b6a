import { ERROR_MESSAGES, type TUser } from '@talanta/schema';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../src/routers';
import { createInnerContext } from '../src/trpc/context';
import { createCallerFactory } from '../src/trpc/init';
import { auditRowsFor, notificationsOf } from './helpers/admin';
import { createTestApp, useTestApp } from './helpers/app';
import { outcome } from './helpers/caller';
import type { HttpResponse } from './helpers/http';
import { type Actor, applyTo, postJob, signedInActor } from './helpers/jobs';
import { createUser } from './helpers/users';

/**
 * Platform administration (spec 001 "Super Admin Dashboard", §3, §5, §7, §8): figures, lists and
 * filters, role changes, deletions, developer flags, the Excel export, the safety rules the spec did
 * not show, and the audit log.
 */

const t = useTestApp({ env: { SESSION_SECRET: 'super-admin-test-secret-0123456789abcdef' } });

const TEXT = {
  roleUpdated: 'User role updated successfully',
  userDeleted: 'User deleted successfully',
  statusUpdated: 'Developer status updated successfully',
  jobDeleted: 'Job deleted successfully',
  cannotDemoteSelf: 'You cannot demote yourself',
  cannotDeleteSelf: 'You cannot delete your own account',
  exactlyOne: 'Send exactly one of isApproved or isVerified',
  days: 'Days must be a whole number from 1 to 365',
} as const;

let admin: Actor;
let developer: Actor;
let client: Actor;
beforeAll(async () => {
  admin = await signedInActor(t, 'admin', { firstName: 'Amina', lastName: 'Wekesa' });
  developer = await signedInActor(t, 'developer');
  client = await signedInActor(t, 'client');
});

const DAY = 86_400_000;

async function setCreatedAt(userId: number, at: Date) {
  await t.db.updateTable('users').set({ createdAt: at }).where('id', '=', userId).execute();
}

function ids(response: HttpResponse): number[] {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as { id: number }[]).map((row) => row.id).sort((a, b) => a - b);
}

describe('who may administer', () => {
  const ROUTES = [
    ['GET', '/api/super-admin/stats'],
    ['GET', '/api/super-admin/users'],
    ['GET', '/api/super-admin/developers'],
    ['GET', '/api/super-admin/clients'],
    ['GET', '/api/super-admin/jobs'],
    ['PUT', '/api/super-admin/users/ID/role'],
    ['DELETE', '/api/super-admin/users/ID'],
    ['PUT', '/api/super-admin/developers/ID/status'],
    ['DELETE', '/api/super-admin/jobs/ID'],
    ['GET', '/api/super-admin/export-registrations?days=7'],
    ['GET', '/api/super-admin/audit-log'],
  ] as const;

  it('refuses visitors with 401 and developers and clients with 403; nothing changes', async () => {
    const victim = await createUser(t.db, 'developer');
    for (const [method, path] of ROUTES) {
      const url = path.replace('ID', String(victim.user.id));
      const body = method === 'PUT' ? { role: 'admin', isApproved: true } : undefined;
      const visitor = await t.http().request(method, url, body ? { body } : {});
      expect(visitor.status, `visitor ${method} ${url}`).toBe(401);
      for (const actor of [developer, client]) {
        const response = await actor.http.request(method, url, body ? { body } : {});
        expect(response.status, `${actor.user.role} ${method} ${url}`).toBe(403);
        expect(response.body.code).toBe('FORBIDDEN');
      }
    }
    const row = await t.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', victim.user.id)
      .executeTakeFirst();
    expect(row?.role).toBe('developer');
    expect(await auditRowsFor(t, 'registrations.export')).toEqual([]);
  });
});

describe('GET /api/super-admin/stats', () => {
  it('counts users, developers, open jobs (Active Jobs) and job applications', async () => {
    const before = (await admin.http.get('/api/super-admin/stats')).body;
    expect(Object.keys(before).sort()).toEqual([
      'totalApplications',
      'totalDevelopers',
      'totalJobs',
      'totalUsers',
    ]);
    const poster = await signedInActor(t, 'client');
    const applicant = await signedInActor(t, 'developer');
    const open = await postJob(poster);
    const closed = await postJob(poster);
    await poster.http.put(`/api/jobs/${closed.id}/close`);
    await applyTo(applicant, open.id);
    const after = (await admin.http.get('/api/super-admin/stats')).body;
    expect(after).toEqual({
      totalUsers: before.totalUsers + 2,
      totalDevelopers: before.totalDevelopers + 1,
      totalJobs: before.totalJobs + 1,
      totalApplications: before.totalApplications + 1,
    });
  });
});

describe('GET /api/super-admin/users', () => {
  it('searches email or full name, filters by role and by creation date, and pages', async () => {
    const tag = `usr${Date.now().toString(36)}`;
    const now = Date.now();
    const startOfTodayUtc = new Date(new Date().toISOString().slice(0, 10)).getTime();
    const today = await createUser(t.db, 'developer', { firstName: 'Neema', lastName: `Today${tag}` });
    const yesterday = await createUser(t.db, 'client', { firstName: 'Otieno', lastName: `Yesterday${tag}` });
    const lastWeek = await createUser(t.db, 'developer', { email: `${tag}-week@example.com` });
    const old = await createUser(t.db, 'admin', { firstName: 'Old', lastName: `Timer${tag}` });
    await setCreatedAt(today.user.id, new Date(Math.min(now, startOfTodayUtc + 1000)));
    await setCreatedAt(yesterday.user.id, new Date(startOfTodayUtc - 12 * 3600_000));
    await setCreatedAt(lastWeek.user.id, new Date(now - 3 * DAY - (now - startOfTodayUtc)));
    await setCreatedAt(old.user.id, new Date(now - 30 * DAY));

    const list = (query: string) => admin.http.get(`/api/super-admin/users?search=${tag}&${query}`);
    expect(ids(await list(''))).toEqual([today, yesterday, lastWeek, old].map((u) => u.user.id));
    expect(ids(await list('date=today'))).toEqual([today.user.id]);
    expect(ids(await list('date=yesterday'))).toEqual([yesterday.user.id]);
    expect(ids(await list('date=week'))).toEqual([today, yesterday, lastWeek].map((u) => u.user.id));
    expect(ids(await list('role=developer'))).toEqual([today.user.id, lastWeek.user.id]);
    expect(ids(await list('role=admin&date=all'))).toEqual([old.user.id]);
    expect(ids(await admin.http.get(`/api/super-admin/users?search=NEEMA%20today${tag}`))).toEqual([
      today.user.id,
    ]);
    expect(ids(await admin.http.get(`/api/super-admin/users?search=${tag}-WEEK@`))).toEqual([
      lastWeek.user.id,
    ]);

    const page = await list('limit=2&offset=1');
    expect(page.headers['x-total-count']).toBe('4');
    expect(page.body.map((user: TUser) => user.id)).toEqual([yesterday.user.id, lastWeek.user.id]);
    expect(Object.keys(page.body[0]).sort()).toEqual([
      'createdAt',
      'email',
      'emailVerified',
      'firstName',
      'id',
      'lastName',
      'phoneNumber',
      'profileImageUrl',
      'role',
    ]);
  });

  it('counts calendar days in the given time zone', async () => {
    const tag = `tz${Date.now().toString(36)}`;
    const offset = 5.5 * 3600_000; // Asia/Kolkata, no daylight saving
    const localMidnight = Math.floor((Date.now() + offset) / DAY) * DAY - offset;
    const before = await createUser(t.db, 'client', { lastName: `Before${tag}` });
    const after = await createUser(t.db, 'client', { lastName: `After${tag}` });
    await setCreatedAt(before.user.id, new Date(localMidnight - 60_000));
    await setCreatedAt(after.user.id, new Date(Math.min(Date.now(), localMidnight + 1000)));
    const list = (date: string) =>
      admin.http.get(`/api/super-admin/users?search=${tag}&date=${date}&timeZone=Asia%2FKolkata`);
    expect(ids(await list('today'))).toEqual([after.user.id]);
    expect(ids(await list('yesterday'))).toEqual([before.user.id]);
    const bad = await admin.http.get('/api/super-admin/users?timeZone=Mars%2FOlympus');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Unknown time zone');
    const badDate = await admin.http.get('/api/super-admin/users?date=month');
    expect(badDate.body.message).toBe('Date must be all, today, yesterday or week');
  });
});

describe('the developer, client and job tabs', () => {
  it('lists developers and clients with their user, and every job in any status', async () => {
    const dev = await signedInActor(t, 'developer', { firstName: 'Kamau', lastName: 'Njoroge' });
    await t.db
      .updateTable('developerProfiles')
      .set({ title: 'Go Engineer', location: 'Nairobi, Kenya', hourlyRate: 45, isVerified: true })
      .where('userId', '=', dev.user.id)
      .execute();
    const company = await signedInActor(t, 'client', { firstName: 'Sarah', lastName: 'Collins' });
    await t.db
      .updateTable('clientProfiles')
      .set({ companyName: 'Kilima Pay', industry: 'Finance', companySize: '11-50' })
      .where('userId', '=', company.user.id)
      .execute();
    const job = await postJob(company, { title: 'Payouts service in Go' });
    await company.http.put(`/api/jobs/${job.id}/close`);

    const developers = await admin.http.get('/api/super-admin/developers?search=njoroge');
    expect(developers.body).toEqual([
      {
        id: expect.any(Number),
        userId: dev.user.id,
        title: 'Go Engineer',
        location: 'Nairobi, Kenya',
        hourlyRate: 45,
        isApproved: true,
        isVerified: true,
        createdAt: expect.any(String),
        user: {
          id: dev.user.id,
          firstName: 'Kamau',
          lastName: 'Njoroge',
          email: dev.email,
          emailVerified: false,
        },
      },
    ]);
    const clients = await admin.http.get('/api/super-admin/clients?search=kilima');
    expect(clients.body).toEqual([
      {
        id: expect.any(Number),
        userId: company.user.id,
        companyName: 'Kilima Pay',
        industry: 'Finance',
        companySize: '11-50',
        createdAt: expect.any(String),
        user: { id: company.user.id, firstName: 'Sarah', lastName: 'Collins', email: company.email },
      },
    ]);
    const jobs = await admin.http.get('/api/super-admin/jobs?search=payouts%20service');
    expect(jobs.body).toEqual([
      expect.objectContaining({
        id: job.id,
        title: 'Payouts service in Go',
        status: 'closed',
        budget: 60,
        minBudget: 30,
        maxBudget: 60,
        clientId: company.user.id,
        client: expect.objectContaining({ companyName: 'Kilima Pay' }),
      }),
    ]);
    expect(Number(jobs.headers['x-total-count'])).toBe(1);
  });
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
      .insertInto('developerApplications')
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
        developerApplications: 1,
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
      await t.db.selectFrom('developerApplications').select('id').where('id', '=', application.id).execute(),
    ).toEqual([]);
    expect((await gone.http.get('/api/auth/user')).status).toBe(401);

    const [audit] = await auditRowsFor(t, 'user.delete', gone.user.id);
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      targetType: 'user',
      before: { email: gone.email, role: 'developer' },
      after: { deleted: { jobApplications: 1, messages: 2, developerApplications: 1 } },
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

describe('GET /api/super-admin/export-registrations', () => {
  async function readWorkbook(response: HttpResponse) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Registrations');
    if (!sheet) throw new Error('no Registrations sheet');
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  it('is a real .xlsx of the users registered in the window, formula-safe, as a dated attachment', async () => {
    const tag = `exp${Date.now().toString(36)}`;
    const recentDev = await createUser(t.db, 'developer', {
      firstName: '=HYPERLINK("http://evil")',
      lastName: 'Otieno',
      email: `${tag}-dev@example.com`,
    });
    await t.db
      .updateTable('developerProfiles')
      .set({ areaOfSpecialization: 'Backend Development' })
      .where('userId', '=', recentDev.user.id)
      .execute();
    const recentClient = await createUser(t.db, 'client', {
      firstName: '+SUM(1,2)',
      lastName: '-2+3',
      email: `${tag}-client@example.com`,
    });
    await t.db
      .updateTable('clientProfiles')
      .set({ companyName: '@cmd|calc' })
      .where('userId', '=', recentClient.user.id)
      .execute();
    await t.db
      .updateTable('users')
      .set({ phoneNumber: '\t=1+1' })
      .where('id', '=', recentClient.user.id)
      .execute();
    const older = await createUser(t.db, 'client', { email: `${tag}-older@example.com` });
    await setCreatedAt(recentClient.user.id, new Date(Date.now() - 3 * DAY));
    await setCreatedAt(older.user.id, new Date(Date.now() - 10 * DAY));

    const response = await admin.http.get('/api/super-admin/export-registrations?days=7');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="talanta-registrations-last-7-days-${today}.xlsx"`,
    );
    const rows = await readWorkbook(response);
    expect(rows[0]).toEqual([
      'Name',
      'Email',
      'Phone',
      'Role',
      'Company / Specialization',
      'Registration date',
    ]);
    const ours = rows.filter((row) => String(row[1]).startsWith(tag));
    expect(ours).toEqual([
      ["'+SUM(1,2) -2+3", `${tag}-client@example.com`, "'\t=1+1", 'Client', "'@cmd|calc", expect.any(Date)],
      [
        '\'=HYPERLINK("http://evil") Otieno',
        `${tag}-dev@example.com`,
        '+254700000000',
        'Developer',
        'Backend Development',
        expect.any(Date),
      ],
    ]);
    const exported = ours[1]?.[5] as Date;
    expect(Math.abs(exported.getTime() - Date.parse(recentDev.user.createdAt))).toBeLessThan(1000);

    const narrow = await readWorkbook(await admin.http.get('/api/super-admin/export-registrations?days=1'));
    expect(narrow.filter((row) => String(row[1]).startsWith(tag)).map((row) => row[1])).toEqual([
      `${tag}-dev@example.com`,
    ]);
    const wide = await readWorkbook(await admin.http.get('/api/super-admin/export-registrations?days=30'));
    expect(wide.filter((row) => String(row[1]).startsWith(tag))).toHaveLength(3);
    const byDefault = await admin.http.get('/api/super-admin/export-registrations');
    expect(byDefault.headers['content-disposition']).toContain('last-7-days');

    const audit = await auditRowsFor(t, 'registrations.export');
    expect(audit[0]).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.email,
      targetType: 'registrations',
      targetId: null,
      after: { days: 7, filename: `talanta-registrations-last-7-days-${today}.xlsx` },
    });
  });

  it('accepts 1 to 365 days', async () => {
    for (const days of ['0', '366', '2.5', 'week']) {
      const response = await admin.http.get(`/api/super-admin/export-registrations?days=${days}`);
      expect(response.status, days).toBe(400);
      expect(response.body.message).toBe(TEXT.days);
    }
    expect((await admin.http.get('/api/super-admin/export-registrations?days=365')).status).toBe(200);
  });
});

describe('GET /api/super-admin/audit-log', () => {
  it('filters by action, actor, target and date, newest first, paged', async () => {
    const other = await signedInActor(t, 'admin', { firstName: 'Second' });
    const target = await signedInActor(t, 'developer');
    await other.http.put(`/api/super-admin/users/${target.user.id}/role`, { role: 'client' });
    await other.http.put(`/api/super-admin/users/${target.user.id}/role`, { role: 'developer' });

    const byActor = await admin.http.get(
      `/api/super-admin/audit-log?actor=${encodeURIComponent(other.email.toUpperCase())}`,
    );
    expect(byActor.status).toBe(200);
    expect(byActor.headers['x-total-count']).toBe('2');
    expect(byActor.body.map((entry: { after: { role: string } }) => entry.after.role)).toEqual([
      'developer',
      'client',
    ]);
    expect(byActor.body[0]).toMatchObject({
      actorId: other.user.id,
      actorEmail: other.email,
      action: 'user.role_change',
      targetType: 'user',
      targetId: target.user.id,
      before: { role: 'client' },
      createdAt: expect.any(String),
    });

    const byId = await admin.http.get(`/api/super-admin/audit-log?actorId=${other.user.id}&limit=1&offset=1`);
    expect(byId.body.map((entry: { after: { role: string } }) => entry.after.role)).toEqual(['client']);
    const byTarget = await admin.http.get(
      `/api/super-admin/audit-log?targetType=user&targetId=${target.user.id}&action=user.role_change`,
    );
    expect(byTarget.body).toHaveLength(2);
    const today = new Date().toISOString().slice(0, 10);
    const inRange = await admin.http.get(
      `/api/super-admin/audit-log?actorId=${other.user.id}&from=${today}&to=${today}`,
    );
    expect(inRange.body).toHaveLength(2);
    const future = await admin.http.get(
      `/api/super-admin/audit-log?actorId=${other.user.id}&from=2999-01-01`,
    );
    expect(future.body).toEqual([]);
    const past = await admin.http.get(`/api/super-admin/audit-log?actorId=${other.user.id}&to=2000-01-01`);
    expect(past.body).toEqual([]);
    const everything = await admin.http.get('/api/super-admin/audit-log');
    const actions = new Set((everything.body as { action: string }[]).map((entry) => entry.action));
    expect(actions.has('user.role_change')).toBe(true);

    const bad = await admin.http.get('/api/super-admin/audit-log?action=user.hack');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Unknown action');
    const order = await admin.http.get('/api/super-admin/audit-log?from=2030-01-02&to=2030-01-01');
    expect(order.body.message).toBe('The start date must not be after the end date');
  });
});
