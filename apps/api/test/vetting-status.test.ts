import { addBusinessDays, type TMyVettingStatus } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { decide, outboxFor, submitApplication } from './helpers/admin';
import { useTestApp } from './helpers/app';
import type { HttpClient } from './helpers/http';
import { applicationPayload as jobApplicationPayload, postJob, trpcAs, useActors } from './helpers/jobs';
import { registration } from './helpers/registration';
import { trpcError } from './helpers/trpc';
import { application, apply, getDraft, saveDraft } from './helpers/vetting';

/**
 * One developer path (issue 15): GET /api/developer/vetting-status (vetting.myStatus) in each
 * status, who may read it, and registration → prefilled wizard → submission → approval ending in
 * one approved account that can apply to jobs.
 */

const t = useTestApp({ env: { SESSION_SECRET: 'vetting-status-test-secret-0123456789abcdef' } });

const { admin, client } = useActors(t, { admin: 'admin', client: 'client' });

const STATUS = '/api/developer/vetting-status';

/** Registers a developer over REST as the form does; the client is then signed in as them. */
async function registerDeveloper(overrides: Record<string, unknown> = {}) {
  const http = t.http();
  const body = registration(overrides);
  const response = await http.post('/api/auth/register', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { http, email: body.email as string, userId: response.body.id as number };
}

async function statusOf(http: HttpClient): Promise<TMyVettingStatus> {
  const response = await http.get(STATUS);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

function vettingRow(email: string) {
  return t.db
    .selectFrom('vettingSubmissions')
    .select(['id', 'email', 'submittedBy', 'isApproved'])
    .where('email', '=', email)
    .execute();
}

describe('who may read a vetting status', () => {
  it('refuses visitors (401), clients and admins (403) over REST and tRPC', async () => {
    const visitor = await t.http().get(STATUS);
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe('UNAUTHORIZED');
    for (const actor of [client, admin]) {
      const response = await actor.http.get(STATUS);
      expect(response.status, actor.user.role).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
      const trpc = await trpcAs(t, actor);
      expect((await trpcError(trpc.client.vetting.myStatus.query())).data?.httpStatus).toBe(403);
    }
  });
});

describe('each status', () => {
  it('reads not started, then draft once this browser saved one', async () => {
    const { http } = await registerDeveloper();
    expect(await statusOf(http)).toEqual({
      status: 'not_started',
      submittedAt: null,
      reviewExpectedBy: null,
      rejectionReason: null,
      reapplyAfter: null,
    });
    expect((await saveDraft(http, { step: 2, data: { bio: 'Half way there' } })).status).toBe(200);
    expect((await statusOf(http)).status).toBe('draft');
  });

  it('reads pending with the end of the 3-5 business days promise', async () => {
    const { http, email } = await registerDeveloper();
    expect((await apply(http, application({ email }))).status).toBe(201);
    const status = await statusOf(http);
    const [row] = await t.db
      .selectFrom('vettingSubmissions')
      .select('createdAt')
      .where('email', '=', email)
      .execute();
    expect(status.status).toBe('pending');
    expect(status.submittedAt).toBe(row?.createdAt.toISOString());
    expect(status.reviewExpectedBy).toBe(addBusinessDays(row?.createdAt ?? new Date(), 5).toISOString());
  });

  it('reads rejected with the reason and the day from which to apply again', async () => {
    const { http, email } = await registerDeveloper();
    const stored = await apply(http, application({ email }));
    const response = await admin.http.put(`/api/admin/developer-applications/${stored.body.id}/reject`, {
      reason: 'experience_level',
      note: 'Show one more production project.',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const status = await statusOf(http);
    expect(status.status).toBe('rejected');
    expect(status.rejectionReason).toContain('Show one more production project.');
    expect(status.reapplyAfter).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(`${status.reapplyAfter}T00:00:00Z`)).toBeGreaterThan(Date.now());
    expect((await outboxFor(t, email)).some((mail) => /not approved|application/i.test(mail.subject))).toBe(
      true,
    );
  });

  it('reads confirm email when an application sent without the account was approved', async () => {
    const { http, email } = await registerDeveloper();
    const { id } = await submitApplication(t, { email });
    await decide(admin.http, id, 'approve');
    expect((await statusOf(http)).status).toBe('confirm_email');
    expect((await http.post('/api/jobs/1/apply', {})).status).toBe(403);
  });
});

describe('registration → wizard → approval', () => {
  it('prefills the wizard from the account and ends in one approved account that can apply', async () => {
    const { http, email, userId } = await registerDeveloper({ firstName: 'Neema', lastName: 'Achieng' });
    const draft = await getDraft(http);
    expect(draft.status).toBe(200);
    expect(draft.body.result.data).toEqual({
      step: 1,
      // What registration asked is not asked again (issue 38).
      data: {
        firstName: 'Neema',
        lastName: 'Achieng',
        email,
        phoneNumber: '+254712345678',
        githubUrl: 'https://github.com/amina',
        areaOfExpertise: 'Backend Development',
      },
    });

    // The account's email wins over whatever the form sent; the application records the account.
    const submitted = await apply(http, application({ email: 'someone.else@example.com' }));
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    expect(await vettingRow('someone.else@example.com')).toEqual([]);
    expect(await vettingRow(email)).toEqual([
      { id: submitted.body.id, email, submittedBy: userId, isApproved: null },
    ]);
    expect((await statusOf(http)).status).toBe('pending');

    // The address is unverified, yet the account submitted it: approval approves it at once.
    await decide(admin.http, submitted.body.id, 'approve');
    expect((await statusOf(http)).status).toBe('approved');
    const accounts = await t.db
      .selectFrom('users')
      .innerJoin('developerProfiles', 'developerProfiles.userId', 'users.id')
      .select(['users.id', 'developerProfiles.isApproved'])
      .where('users.email', '=', email)
      .execute();
    expect(accounts).toEqual([{ id: userId, isApproved: true }]);
    expect((await outboxFor(t, email)).some((mail) => /approved/i.test(mail.subject))).toBe(true);

    const job = await postJob(client);
    const applied = await http.post(`/api/jobs/${job.id}/apply`, jobApplicationPayload());
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  });

  it('keeps the anonymous wizard: a visitor applies without an account, linked to none', async () => {
    const { email } = await submitApplication(t);
    expect(await vettingRow(email)).toEqual([
      expect.objectContaining({ email, submittedBy: null, isApproved: null }),
    ]);
  });
});
