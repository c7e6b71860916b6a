import { APPLICATION_MESSAGES, ERROR_MESSAGES, JOB_MESSAGES, type TJob } from '@talanta/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import type { HttpResponse } from './helpers/http';
import {
  type Actor,
  applicationPayload,
  applyTo,
  moveApplication,
  postJob,
  signedInActor,
  trpcAs,
} from './helpers/jobs';
import { trpcError } from './helpers/trpc';

const t = useTestApp();

/** The spec's texts (000 §5), written out so that a changed constant fails here too. */
const SPEC = {
  coverLetter: 'Cover letter must be at least 20 characters',
  proposedRate: 'Proposed rate is required',
  estimatedHours: 'Estimated hours is required',
} as const;

let client: Actor;
let otherClient: Actor;
let admin: Actor;
beforeAll(async () => {
  client = await signedInActor(t, 'client', { firstName: 'Wanjiku', lastName: 'Kamau' });
  otherClient = await signedInActor(t, 'client');
  admin = await signedInActor(t, 'admin');
});

function expectError(response: HttpResponse, status: number, code: string, message: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.code).toBe(code);
  expect(response.body.message).toBe(message);
}

async function applicationRows(jobId: number) {
  return t.db
    .selectFrom('jobApplications')
    .select(['id', 'developerId', 'status'])
    .where('jobId', '=', jobId)
    .execute();
}

async function notificationsOf(userId: number) {
  return t.db
    .selectFrom('notifications')
    .select(['type', 'title', 'message', 'link', 'isRead'])
    .where('userId', '=', userId)
    .orderBy('id')
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
    expect(await notificationsOf(client.user.id)).toContainEqual({
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
    const before = (await notificationsOf(client.user.id)).length;
    const again = await developer.http.post(`/api/jobs/${job.id}/apply`, applicationPayload());
    expectError(again, 409, 'CONFLICT', APPLICATION_MESSAGES.duplicate);
    expect(APPLICATION_MESSAGES.duplicate).toBe('You have already applied to this job');
    const mine = (await applicationRows(job.id)).filter((row) => row.developerId === developer.user.id);
    expect(mine).toHaveLength(1);
    expect(await notificationsOf(client.user.id)).toHaveLength(before);
  });

  it('refuses a closed job with 409 and a clear message, and takes applications again once reopened', async () => {
    const closing = await postJob(client);
    await client.http.put(`/api/jobs/${closing.id}/close`);
    const developer = await signedInActor(t, 'developer');
    const before = (await notificationsOf(client.user.id)).length;
    const response = await developer.http.post(`/api/jobs/${closing.id}/apply`, applicationPayload());
    expectError(response, 409, 'CONFLICT', 'This job is closed and no longer accepts applications');
    expect(await applicationRows(closing.id)).toEqual([]);
    expect(await notificationsOf(client.user.id)).toHaveLength(before);
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

describe('GET /api/jobs/:id/applications', () => {
  let job: TJob;
  let first: Actor;
  let second: Actor;
  beforeAll(async () => {
    job = await postJob(client, { title: 'Pipeline job' });
    first = await signedInActor(t, 'developer', { firstName: 'Amina', lastName: 'Otieno' });
    second = await signedInActor(t, 'developer', { firstName: 'Rohan', lastName: 'Mehta' });
    await t.db
      .updateTable('developerProfiles')
      .set({
        title: 'Senior backend engineer',
        location: 'Pune',
        hourlyRate: 55,
        skills: ['Go', 'PostgreSQL'],
      })
      .where('userId', '=', second.user.id)
      .execute();
    await t.db
      .updateTable('users')
      .set({ profileImageUrl: '/uploads/rohan.png' })
      .where('id', '=', second.user.id)
      .execute();
    await applyTo(first, job.id, { estimatedHours: null, availableStartDate: null });
    await applyTo(second, job.id);
  });

  it('shows the owning client every application, newest first, with the developer and conversation', async () => {
    const response = await client.http.get(`/api/jobs/${job.id}/applications`);
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(2);
    const [newest, oldest] = response.body;
    const conversation = await t.db
      .selectFrom('conversations')
      .select('id')
      .where('jobId', '=', job.id)
      .where((eb) => eb.or([eb('userAId', '=', second.user.id), eb('userBId', '=', second.user.id)]))
      .executeTakeFirstOrThrow();
    expect(newest).toEqual({
      id: expect.any(Number),
      jobId: job.id,
      coverLetter: applicationPayload().coverLetter,
      proposedRate: 45,
      estimatedHours: 120,
      availableStartDate: '2030-01-15',
      status: 'pending',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      conversationId: conversation.id,
      developer: {
        id: second.user.id,
        firstName: 'Rohan',
        lastName: 'Mehta',
        profileImageUrl: '/uploads/rohan.png',
        title: 'Senior backend engineer',
        location: 'Pune',
        hourlyRate: 55,
        skills: ['Go', 'PostgreSQL'],
      },
    });
    expect(oldest).toMatchObject({
      estimatedHours: null,
      availableStartDate: null,
      developer: { id: first.user.id, firstName: 'Amina', lastName: 'Otieno', title: null, skills: [] },
    });
    expect(oldest.conversationId).toEqual(expect.any(Number));
    expect(oldest.conversationId).not.toBe(newest.conversationId);
  });

  it('answers an empty list for a job nobody applied to', async () => {
    const quiet = await postJob(client);
    const response = await client.http.get(`/api/jobs/${quiet.id}/applications`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it("refuses another client's eyes, developers (even an applicant) and admins with 403, visitors with 401", async () => {
    const stranger = await otherClient.http.get(`/api/jobs/${job.id}/applications`);
    expectError(stranger, 403, 'FORBIDDEN', JOB_MESSAGES.notOwner);
    for (const actor of [first, admin]) {
      expect((await actor.http.get(`/api/jobs/${job.id}/applications`)).status).toBe(403);
    }
    expect((await t.http().get(`/api/jobs/${job.id}/applications`)).status).toBe(401);
  });

  it('answers 404 for a missing job', async () => {
    expectError(
      await client.http.get('/api/jobs/999999/applications'),
      404,
      'NOT_FOUND',
      JOB_MESSAGES.notFound,
    );
  });
});

describe('PUT /api/applications/:id/status', () => {
  let job: TJob;
  let developer: Actor;
  let applicationId: number;
  beforeAll(async () => {
    job = await postJob(client, { title: 'Status job' });
    developer = await signedInActor(t, 'developer');
    applicationId = (await applyTo(developer, job.id)).id;
  });

  async function statusRow() {
    const row = await t.db
      .selectFrom('jobApplications')
      .select('status')
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    return row.status;
  }

  it('moves the application and notifies the developer in the same step', async () => {
    const response = await client.http.put(`/api/applications/${applicationId}/status`, {
      status: 'interview',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: applicationId,
      status: 'interview',
      developer: { id: developer.user.id },
    });
    expect(await statusRow()).toBe('interview');
    expect(await notificationsOf(developer.user.id)).toEqual([
      {
        type: 'contract_update',
        title: 'Interview requested',
        message: 'The client would like to interview you for "Status job".',
        link: '/my-applications',
        isRead: false,
      },
    ]);
  });

  it('allows every move among the four statuses, a rejected one back to pending included', async () => {
    for (const status of ['accepted', 'rejected', 'pending', 'interview', 'accepted']) {
      const response = await client.http.put(`/api/applications/${applicationId}/status`, { status });
      expect(response.status, status).toBe(200);
      expect(await statusRow()).toBe(status);
    }
    const titles = (await notificationsOf(developer.user.id)).map((notification) => notification.title);
    expect(titles).toEqual([
      'Interview requested',
      'Application accepted',
      'Application not selected',
      'Application back under review',
      'Interview requested',
      'Application accepted',
    ]);
  });

  it('changes and notifies nothing when the status is already the one asked for', async () => {
    const before = await notificationsOf(developer.user.id);
    const response = await client.http.put(`/api/applications/${applicationId}/status`, {
      status: 'accepted',
    });
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('accepted');
    expect(await notificationsOf(developer.user.id)).toEqual(before);
  });

  it('keeps the pipeline going on a closed job', async () => {
    await client.http.put(`/api/jobs/${job.id}/close`);
    const response = await client.http.put(`/api/applications/${applicationId}/status`, {
      status: 'rejected',
    });
    expect(response.status).toBe(200);
    await client.http.put(`/api/jobs/${job.id}/reopen`);
  });

  it.each([[{ status: 'hired' }], [{ status: 'ACCEPTED' }], [{}]])(
    'refuses %j with 400 and the status message',
    async (body) => {
      const response = await client.http.put(`/api/applications/${applicationId}/status`, body);
      expectError(
        response,
        400,
        'BAD_REQUEST',
        'Status must be one of: pending, interview, accepted, rejected',
      );
    },
  );

  it('is only for the client who owns the job', async () => {
    const before = await statusRow();
    const stranger = await otherClient.http.put(`/api/applications/${applicationId}/status`, {
      status: 'accepted',
    });
    expectError(stranger, 403, 'FORBIDDEN', JOB_MESSAGES.notOwner);
    for (const actor of [developer, admin]) {
      const response = await actor.http.put(`/api/applications/${applicationId}/status`, {
        status: 'accepted',
      });
      expect(response.status).toBe(403);
    }
    const visitor = await t.http().put(`/api/applications/${applicationId}/status`, { status: 'accepted' });
    expect(visitor.status).toBe(401);
    expect(await statusRow()).toBe(before);
  });

  it('answers 404 for a missing application', async () => {
    const response = await client.http.put('/api/applications/999999/status', { status: 'accepted' });
    expectError(response, 404, 'NOT_FOUND', 'Application not found');
  });

  it('works through the tRPC client', async () => {
    const trpc = await trpcAs(t, client);
    const updated = await trpc.client.application.updateStatus.mutate({
      id: applicationId,
      status: 'interview',
    });
    expect(updated.status).toBe('interview');
  });
});

describe('GET /api/applications/my-applications and /api/developers/applications', () => {
  it("lists the developer's own applications, newest first, with the job, its client and the conversation", async () => {
    const developer = await signedInActor(t, 'developer');
    const someoneElse = await signedInActor(t, 'developer');
    await t.db
      .updateTable('clientProfiles')
      .set({ companyName: 'Arogya Health' })
      .where('userId', '=', otherClient.user.id)
      .execute();
    const older = await postJob(client, { title: 'Older application job' });
    const newer = await postJob(otherClient, { title: 'Newer application job', budgetType: 'fixed' });
    const first = await applyTo(developer, older.id);
    const second = await applyTo(developer, newer.id, { estimatedHours: null, availableStartDate: null });
    await applyTo(someoneElse, older.id);
    await moveApplication(client, first.id, 'accepted');

    for (const path of ['/api/applications/my-applications', '/api/developers/applications']) {
      const response = await developer.http.get(path);
      expect(response.status, path).toBe(200);
      expect(response.body.map((application: { id: number }) => application.id)).toEqual([
        second.id,
        first.id,
      ]);
      expect(response.body[0]).toEqual({ ...second, updatedAt: expect.any(String) });
      expect(response.body[0].job).toMatchObject({
        title: 'Newer application job',
        budgetType: 'fixed',
        client: { id: otherClient.user.id, companyName: 'Arogya Health' },
      });
      expect(response.body[1]).toMatchObject({
        id: first.id,
        status: 'accepted',
        conversationId: first.conversationId,
        job: { id: older.id, client: { firstName: 'Wanjiku', lastName: 'Kamau' } },
      });
    }
  });

  it('answers an empty list to a developer who has not applied', async () => {
    const developer = await signedInActor(t, 'developer', { approved: false });
    const response = await developer.http.get('/api/applications/my-applications');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('is for developers: a client and an admin get 403, a visitor 401', async () => {
    for (const path of ['/api/applications/my-applications', '/api/developers/applications']) {
      expect((await client.http.get(path)).status).toBe(403);
      expect((await admin.http.get(path)).status).toBe(403);
      expect((await t.http().get(path)).status).toBe(401);
    }
  });
});

describe('the hiring journey, end to end', () => {
  it('a client posts, a developer finds and applies, the client hires, the developer follows each step', async () => {
    const hiringClient = await signedInActor(t, 'client', { firstName: 'Neema', lastName: 'Mwangi' });
    const developer = await signedInActor(t, 'developer', { firstName: 'Priya', lastName: 'Nair' });

    const job = await postJob(hiringClient, {
      title: 'Flutter app for a savings group',
      description: 'Build a chama savings tracker with offline sync and M-Pesa statements.',
      requiredSkills: ['Flutter', 'Firebase'],
      category: 'Mobile Development',
      experienceLevel: 'Expert',
      minBudget: 40,
      maxBudget: 70,
    });

    const found = await developer.http.get(
      `/api/jobs?search=chama&category=${encodeURIComponent('Mobile Development')}&experience=Expert`,
    );
    expect(found.body.map((item: TJob) => item.id)).toEqual([job.id]);
    expect(found.headers['x-total-count']).toBe('1');

    const application = await applyTo(developer, job.id, { proposedRate: 55 });

    const pipeline = await hiringClient.http.get(`/api/jobs/${job.id}/applications`);
    expect(pipeline.body).toHaveLength(1);
    expect(pipeline.body[0]).toMatchObject({
      id: application.id,
      proposedRate: 55,
      status: 'pending',
      developer: { firstName: 'Priya', lastName: 'Nair' },
    });

    const statusSeen = async () => {
      const mine = await developer.http.get('/api/applications/my-applications');
      return mine.body.find((item: { id: number }) => item.id === application.id)?.status;
    };
    expect(await statusSeen()).toBe('pending');
    await moveApplication(hiringClient, application.id, 'interview');
    expect(await statusSeen()).toBe('interview');
    await moveApplication(hiringClient, application.id, 'accepted');
    expect(await statusSeen()).toBe('accepted');

    // Message Client opens the conversation apply created, shared by both sides.
    const mine = await developer.http.get('/api/applications/my-applications');
    expect(mine.body[0].conversationId).toBe(pipeline.body[0].conversationId);
    const notices = (await notificationsOf(developer.user.id)).map((notification) => notification.title);
    expect(notices).toEqual(['Interview requested', 'Application accepted']);
  });
});
