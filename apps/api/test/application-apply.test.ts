import { APPLICATION_MESSAGES, ERROR_MESSAGES, JOB_MESSAGES, type TJob } from '@talanta/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationsReadOf } from './helpers/admin';
import { useTestApp } from './helpers/app';
import { expectError } from './helpers/http';
import { applicationPayload, applyTo, postJob, signedInActor, trpcAs, useActors } from './helpers/jobs';
import { trpcError } from './helpers/trpc';

/** Applying to a job (POST /api/jobs/:id/apply): the rules, who may apply, duplicates, closed jobs and what an application creates. */

const t = useTestApp();

/** The spec's texts (000 §5), written out so that a changed constant fails here too. */
const SPEC = {
  coverLetter: 'Cover letter must be at least 20 characters',
  proposedRate: 'Proposed rate is required',
  estimatedHours: 'Estimated hours is required',
} as const;

const { client, otherClient, admin } = useActors(t, {
  client: ['client', { firstName: 'Wanjiku', lastName: 'Kamau' }],
  otherClient: 'client',
  admin: 'admin',
});

async function applicationRows(jobId: number) {
  return t.db
    .selectFrom('jobApplications')
    .select(['id', 'developerId', 'status'])
    .where('jobId', '=', jobId)
    .execute();
}

describe('POST /api/jobs/:id/apply', () => {
  let job: TJob;
  beforeAll(async () => {
    job = await postJob(client, { title: 'Daraja checkout integration', minBudget: 30, maxBudget: 60 });
  });

  it('lets an approved developer apply: 201 with the application, its job and the conversation', async () => {
    const developer = await signedInActor(t, 'developer', { firstName: 'Amina', lastName: 'Otieno' });
    const response = await developer.http.post(`/api/jobs/${job.id}/apply`, applicationPayload());
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      jobId: job.id,
      coverLetter: applicationPayload().coverLetter,
      proposedRate: 45,
      estimatedHours: 120,
      availableStartDate: '2030-01-15',
      status: 'pending',
      rejection: null,
      attempt: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      conversationId: expect.any(Number),
      job: {
        id: job.id,
        title: 'Daraja checkout integration',
        description: job.description,
        minBudget: 30,
        maxBudget: 60,
        budgetType: 'hourly',
        status: 'open',
        client: { id: client.user.id, firstName: 'Wanjiku', lastName: 'Kamau', companyName: null },
      },
    });

    const rows = await applicationRows(job.id);
    expect(rows).toEqual([{ id: response.body.id, developerId: developer.user.id, status: 'pending' }]);

    // The client hears of it, with a link to the job page.
    expect(await notificationsReadOf(t, client.user.id)).toContainEqual({
      type: 'job_application',
      title: 'New application',
      message: 'Amina Otieno applied to "Daraja checkout integration".',
      link: `/jobs/${job.id}`,
      isRead: false,
    });

    // The two can now message about this job.
    const [userAId, userBId] = [developer.user.id, client.user.id].sort((a, b) => a - b);
    const conversation = await t.db
      .selectFrom('conversations')
      .select(['id', 'userAId', 'userBId', 'jobId'])
      .where('id', '=', response.body.conversationId)
      .executeTakeFirstOrThrow();
    expect(conversation).toEqual({ id: response.body.conversationId, userAId, userBId, jobId: job.id });
  });

  it('accepts the job-detail form, which sends only the cover letter and the rate (as text)', async () => {
    const developer = await signedInActor(t, 'developer');
    const response = await developer.http.post(`/api/jobs/${job.id}/apply`, {
      coverLetter: 'x'.repeat(20),
      proposedRate: '30',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ proposedRate: 30, estimatedHours: null, availableStartDate: null });
  });

  it('answers a second application to the same job with 409, storing and notifying nothing more', async () => {
    const developer = await signedInActor(t, 'developer');
    await applyTo(developer, job.id);
    const before = (await notificationsReadOf(t, client.user.id)).length;
    const again = await developer.http.post(`/api/jobs/${job.id}/apply`, applicationPayload());
    expectError(again, 409, 'CONFLICT', APPLICATION_MESSAGES.duplicate);
    expect(APPLICATION_MESSAGES.duplicate).toBe('You have already applied to this job');
    const mine = (await applicationRows(job.id)).filter((row) => row.developerId === developer.user.id);
    expect(mine).toHaveLength(1);
    expect(await notificationsReadOf(t, client.user.id)).toHaveLength(before);
  });

  it('refuses a closed job with 409 and a clear message, and takes applications again once reopened', async () => {
    const closing = await postJob(client);
    await client.http.put(`/api/jobs/${closing.id}/close`);
    const developer = await signedInActor(t, 'developer');
    const before = (await notificationsReadOf(t, client.user.id)).length;
    const response = await developer.http.post(`/api/jobs/${closing.id}/apply`, applicationPayload());
    expectError(response, 409, 'CONFLICT', 'This job is closed and no longer accepts applications');
    expect(await applicationRows(closing.id)).toEqual([]);
    expect(await notificationsReadOf(t, client.user.id)).toHaveLength(before);
    const conversations = await t.db
      .selectFrom('conversations')
      .select('id')
      .where('jobId', '=', closing.id)
      .execute();
    expect(conversations).toEqual([]);

    await client.http.put(`/api/jobs/${closing.id}/reopen`);
    await applyTo(developer, closing.id);
  });

  it('refuses a developer an administrator has not approved yet (403)', async () => {
    const newcomer = await signedInActor(t, 'developer', { approved: false });
    const response = await newcomer.http.post(`/api/jobs/${job.id}/apply`, applicationPayload());
    expectError(
      response,
      403,
      'FORBIDDEN',
      'Your developer profile is awaiting approval. You can apply to jobs once an administrator has approved it.',
    );
    expect((await applicationRows(job.id)).map((row) => row.developerId)).not.toContain(newcomer.user.id);
  });

  it('answers 404 for a missing job and 400 for a non-numeric id', async () => {
    const developer = await signedInActor(t, 'developer');
    expectError(
      await developer.http.post('/api/jobs/999999/apply', applicationPayload()),
      404,
      'NOT_FOUND',
      JOB_MESSAGES.notFound,
    );
    expectError(
      await developer.http.post('/api/jobs/abc/apply', applicationPayload()),
      400,
      'BAD_REQUEST',
      'Invalid id',
    );
  });

  it('is for developers: a visitor gets 401, a client (even the owner) and an admin 403', async () => {
    const visitor = await t.http().post(`/api/jobs/${job.id}/apply`, applicationPayload());
    expectError(visitor, 401, 'UNAUTHORIZED', ERROR_MESSAGES.notSignedIn);
    for (const actor of [client, otherClient, admin]) {
      const response = await actor.http.post(`/api/jobs/${job.id}/apply`, applicationPayload());
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('FORBIDDEN');
    }
  });

  const rules: [field: string, value: unknown, message: string][] = [
    ['coverLetter', 'x'.repeat(19), SPEC.coverLetter],
    ['coverLetter', `   ${'x'.repeat(19)}   `, SPEC.coverLetter],
    ['coverLetter', undefined, SPEC.coverLetter],
    ['proposedRate', undefined, SPEC.proposedRate],
    ['proposedRate', 0, SPEC.proposedRate],
    ['proposedRate', '', SPEC.proposedRate],
    ['proposedRate', 'forty', SPEC.proposedRate],
    ['estimatedHours', 0, SPEC.estimatedHours],
    ['estimatedHours', 'many', SPEC.estimatedHours],
    ['estimatedHours', 2.5, APPLICATION_MESSAGES.estimatedHoursWhole],
    ['availableStartDate', 'next week', APPLICATION_MESSAGES.invalidStartDate],
    ['availableStartDate', '2030-02-30', APPLICATION_MESSAGES.invalidStartDate],
  ];
  it.each(rules)('refuses %s = %j with its message', async (field, value, message) => {
    const developer = await signedInActor(t, 'developer');
    const response = await developer.http.post(
      `/api/jobs/${job.id}/apply`,
      applicationPayload({ [field]: value }),
    );
    expectError(response, 400, 'BAD_REQUEST', message);
    expect(response.body.issues).toContainEqual({ path: field, message });
  });

  it('reports the cover letter first when several fields fail', async () => {
    const developer = await signedInActor(t, 'developer');
    const response = await developer.http.post(`/api/jobs/${job.id}/apply`, {});
    expectError(response, 400, 'BAD_REQUEST', SPEC.coverLetter);
    expect(response.body.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'coverLetter',
      'proposedRate',
    ]);
  });

  it('works through the tRPC client', async () => {
    const developer = await signedInActor(t, 'developer');
    const trpc = await trpcAs(t, developer);
    const created = await trpc.client.application.applyToJob.mutate({ id: job.id, ...applicationPayload() });
    expect(created).toMatchObject({ jobId: job.id, status: 'pending' });
    const error = await trpcError(
      trpc.client.application.applyToJob.mutate({ id: job.id, ...applicationPayload() }),
    );
    expect(error.data?.code).toBe('CONFLICT');
    expect(error.message).toBe(APPLICATION_MESSAGES.duplicate);
  });
});
