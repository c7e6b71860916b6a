import type { TUser } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { auditRowsFor } from './helpers/admin';
import { useTestApp } from './helpers/app';
import { DAY_MS, USER_KEYS } from './helpers/auth';
import type { HttpResponse } from './helpers/http';
import { applyTo, postJob, signedInActor, useActors } from './helpers/jobs';
import { createUser, setCreatedAt } from './helpers/users';

/**
 * Platform administration (spec 001 "Super Admin Dashboard", §3, §5, §7, §8): figures, lists and
 * filters, role changes, deletions, developer flags, the Excel export, the safety rules the spec did
 * not show, and the audit log.
 */

const t = useTestApp({ env: { SESSION_SECRET: 'super-admin-test-secret-0123456789abcdef' } });

const { admin, developer, client } = useActors(t, {
  admin: ['admin', { firstName: 'Amina', lastName: 'Wekesa' }],
  developer: 'developer',
  client: 'client',
});

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
    await setCreatedAt(t.db, today.user.id, new Date(Math.min(now, startOfTodayUtc + 1000)));
    await setCreatedAt(t.db, yesterday.user.id, new Date(startOfTodayUtc - 12 * 3600_000));
    await setCreatedAt(t.db, lastWeek.user.id, new Date(now - 3 * DAY_MS - (now - startOfTodayUtc)));
    await setCreatedAt(t.db, old.user.id, new Date(now - 30 * DAY_MS));

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
    expect(Object.keys(page.body[0]).sort()).toEqual(USER_KEYS);
  });

  it('counts calendar days in the given time zone', async () => {
    const tag = `tz${Date.now().toString(36)}`;
    const offset = 5.5 * 3600_000; // Asia/Kolkata, no daylight saving
    const localMidnight = Math.floor((Date.now() + offset) / DAY_MS) * DAY_MS - offset;
    const before = await createUser(t.db, 'client', { lastName: `Before${tag}` });
    const after = await createUser(t.db, 'client', { lastName: `After${tag}` });
    await setCreatedAt(t.db, before.user.id, new Date(localMidnight - 60_000));
    await setCreatedAt(t.db, after.user.id, new Date(Math.min(Date.now(), localMidnight + 1000)));
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
        vetting: { status: 'not_started', applicationId: null, submittedAt: null, reapplyAfter: null },
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
