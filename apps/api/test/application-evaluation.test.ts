import { APPLICATION_MESSAGES, REJECTION_MESSAGES, type TJob } from '@talanta/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxFor } from './helpers/admin';
import { useTestApp } from './helpers/app';
import { type Actor, applyTo, postJob, signedInActor, trpcAs } from './helpers/jobs';
import { trpcError } from './helpers/trpc';

/** Issue 12, evaluating applicants: the application in full, rejections with reasons, withdrawals. */

const t = useTestApp();

let client: Actor;
let otherClient: Actor;
let developer: Actor;
let otherDeveloper: Actor;
beforeAll(async () => {
  client = await signedInActor(t, 'client', { firstName: 'Wanjiku', lastName: 'Kamau' });
  otherClient = await signedInActor(t, 'client');
  developer = await signedInActor(t, 'developer', { firstName: 'Brian', lastName: 'Otieno' });
  otherDeveloper = await signedInActor(t, 'developer');
});

function notificationsOf(userId: number) {
  return t.db
    .selectFrom('notifications')
    .select(['title', 'message', 'link'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

function storedApplication(id: number) {
  return t.db
    .selectFrom('jobApplications')
    .select(['status', 'rejectionReason', 'rejectionNote', 'attempt'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('GET /api/applications/:id', () => {
  let job: TJob;
  let applicationId: number;
  beforeAll(async () => {
    await t.db
      .updateTable('developerProfiles')
      .set({ title: 'Payments engineer', bio: 'M-Pesa integrations.', hourlyRate: 45, isVerified: true })
      .where('userId', '=', developer.user.id)
      .execute();
    job = await postJob(client, { title: 'Till reconciliation service' });
    applicationId = (await applyTo(developer, job.id)).id;
  });

  it('shows the job’s client the application with the job and the developer’s full public profile', async () => {
    const response = await client.http.get(`/api/applications/${applicationId}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const profile = await t.db
      .selectFrom('developerProfiles')
      .select('id')
      .where('userId', '=', developer.user.id)
      .executeTakeFirstOrThrow();
    expect(response.body).toMatchObject({
      id: applicationId,
      status: 'pending',
      rejection: null,
      attempt: 1,
      conversationId: expect.any(Number),
      job: { id: job.id, title: 'Till reconciliation service', requiredSkills: job.requiredSkills },
      developer: {
        id: profile.id,
        userId: developer.user.id,
        title: 'Payments engineer',
        bio: 'M-Pesa integrations.',
        hourlyRate: 45,
        isVerified: true,
        user: { id: developer.user.id, firstName: 'Brian', lastName: 'Otieno' },
      },
    });
    expect(response.body.developer).not.toHaveProperty('email');
  });

  it('shows the applicant the same, through the tRPC client', async () => {
    const trpc = await trpcAs(t, developer);
    const detail = await trpc.client.application.byId.query({ id: applicationId });
    expect(detail.job.id).toBe(job.id);
    expect(detail.developer.userId).toBe(developer.user.id);
  });

  it('is not found for anyone else: another client, another developer, an admin; 401 for visitors', async () => {
    const admin = await signedInActor(t, 'admin');
    for (const stranger of [otherClient, otherDeveloper, admin]) {
      const response = await stranger.http.get(`/api/applications/${applicationId}`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(APPLICATION_MESSAGES.notFound);
    }
    expect((await t.http().get(`/api/applications/${applicationId}`)).status).toBe(401);
    expect((await client.http.get('/api/applications/999999')).status).toBe(404);
    expect((await client.http.get('/api/applications/abc')).status).toBe(400);
  });
});

describe('PUT /api/applications/:id/status with a rejection', () => {
  let job: TJob;
  let applicationId: number;
  beforeAll(async () => {
    job = await postJob(client, { title: 'USSD onboarding flow' });
    applicationId = (await applyTo(developer, job.id)).id;
  });

  it('needs a reason from the list, and a note of at most 1,000 characters', async () => {
    const url = `/api/applications/${applicationId}/status`;
    const missing = await client.http.put(url, { status: 'rejected' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(REJECTION_MESSAGES.reasonRequired);
    const unknown = await client.http.put(url, { status: 'rejected', reason: 'vibes' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(REJECTION_MESSAGES.reason);
    const long = await client.http.put(url, { status: 'rejected', reason: 'rate', note: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(REJECTION_MESSAGES.note);
    expect((await storedApplication(applicationId)).status).toBe('pending');
  });

  it('stores the reason and note, and tells the developer in My Applications, a notice and an email', async () => {
    const response = await client.http.put(`/api/applications/${applicationId}/status`, {
      status: 'rejected',
      reason: 'rate',
      note: 'We can go up to $40 an hour.',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const rejection = {
      reason: 'rate',
      reasonLabel: 'Rate does not fit the budget',
      note: 'We can go up to $40 an hour.',
    };
    expect(response.body.rejection).toEqual(rejection);
    expect(await storedApplication(applicationId)).toMatchObject({
      rejectionReason: 'rate',
      status: 'rejected',
    });

    const mine = await developer.http.get('/api/applications/my-applications');
    expect(mine.body.find((row: { id: number }) => row.id === applicationId).rejection).toEqual(rejection);
    expect((await notificationsOf(developer.user.id)).at(-1)).toEqual({
      title: 'Application not selected',
      message:
        'Your application for "USSD onboarding flow" was not selected this time. Reason: Rate does not fit the budget. Note: We can go up to $40 an hour.',
      link: '/my-applications',
    });
    const [email] = await outboxFor(t, developer.user.email);
    expect(email?.subject).toBe('Your application for "USSD onboarding flow"');
    expect(email?.bodyText).toContain('Reason: Rate does not fit the budget');
    expect(email?.bodyText).toContain('We can go up to $40 an hour.');
  });

  it('clears the reason when the client moves the application on again', async () => {
    const response = await client.http.put(`/api/applications/${applicationId}/status`, {
      status: 'interview',
    });
    expect(response.body.rejection).toBeNull();
    expect(await storedApplication(applicationId)).toMatchObject({
      rejectionReason: null,
      rejectionNote: null,
    });
  });
});

describe('POST /api/applications/:id/withdraw and applying again', () => {
  let job: TJob;
  let applicationId: number;
  beforeAll(async () => {
    job = await postJob(client, { title: 'Merchant payouts API' });
    applicationId = (await applyTo(developer, job.id)).id;
  });

  it('is the applicant’s alone: the client and other developers get 403, a visitor 401', async () => {
    const url = `/api/applications/${applicationId}/withdraw`;
    const byClient = await client.http.post(url);
    expect(byClient.status).toBe(403);
    const byOther = await otherDeveloper.http.post(url);
    expect(byOther.status).toBe(403);
    expect(byOther.body.message).toBe(APPLICATION_MESSAGES.notApplicant);
    expect((await t.http().post(url)).status).toBe(401);
    expect((await developer.http.post('/api/applications/999999/withdraw')).status).toBe(404);
    expect((await storedApplication(applicationId)).status).toBe('pending');
  });

  it('withdraws a pending application and notifies the client', async () => {
    const response = await developer.http.post(`/api/applications/${applicationId}/withdraw`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ id: applicationId, status: 'withdrawn', job: { id: job.id } });
    expect((await notificationsOf(client.user.id)).at(-1)).toEqual({
      title: 'Application withdrawn',
      message: 'Brian Otieno withdrew their application to "Merchant payouts API".',
      link: `/jobs/${job.id}`,
    });
  });

  it('refuses to withdraw twice, and the client can no longer move it (409)', async () => {
    const again = await developer.http.post(`/api/applications/${applicationId}/withdraw`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(APPLICATION_MESSAGES.notWithdrawable);
    const move = await client.http.put(`/api/applications/${applicationId}/status`, { status: 'interview' });
    expect(move.status).toBe(409);
    expect(move.body.message).toBe(APPLICATION_MESSAGES.withdrawn);
    expect((await storedApplication(applicationId)).status).toBe('withdrawn');
  });

  it('lets the developer apply once more (a new application), and not a third time', async () => {
    const detail = await developer.http.get(`/api/jobs/${job.id}`);
    expect(detail.body).toMatchObject({
      canApply: true,
      viewerApplication: { id: applicationId, status: 'withdrawn' },
    });
    const second = await applyTo(developer, job.id);
    expect(second).toMatchObject({ status: 'pending', attempt: 2 });
    expect(second.id).not.toBe(applicationId);
    const duplicate = await developer.http.post(`/api/jobs/${job.id}/apply`, {
      coverLetter: 'x'.repeat(30),
      proposedRate: 40,
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe(APPLICATION_MESSAGES.duplicate);

    const reject = await client.http.put(`/api/applications/${second.id}/status`, {
      status: 'rejected',
      reason: 'position_filled',
    });
    expect(reject.status).toBe(200);
    expect((await developer.http.get(`/api/jobs/${job.id}`)).body.canApply).toBe(false);
    const third = await developer.http.post(`/api/jobs/${job.id}/apply`, {
      coverLetter: 'x'.repeat(30),
      proposedRate: 40,
    });
    expect(third.status).toBe(409);
    expect(third.body.message).toBe(APPLICATION_MESSAGES.secondAttemptUsed);
    const rows = await t.db
      .selectFrom('jobApplications')
      .select('attempt')
      .where('jobId', '=', job.id)
      .execute();
    expect(rows.map((row) => row.attempt).sort()).toEqual([1, 2]);
  });

  it('withdraws an interview application through the tRPC client; accepted ones stay', async () => {
    const other = await postJob(client, { title: 'Loyalty points ledger' });
    const application = await applyTo(otherDeveloper, other.id);
    const trpc = await trpcAs(t, otherDeveloper);
    await client.http.put(`/api/applications/${application.id}/status`, { status: 'accepted' });
    const refused = await trpcError(trpc.client.application.withdraw.mutate({ id: application.id }));
    expect(refused.data?.httpStatus).toBe(409);
    await client.http.put(`/api/applications/${application.id}/status`, { status: 'interview' });
    const withdrawn = await trpc.client.application.withdraw.mutate({ id: application.id });
    expect(withdrawn.status).toBe('withdrawn');
  });
});
