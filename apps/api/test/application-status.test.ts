import { JOB_MESSAGES, type TJob } from '@talanta/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationsReadOf } from './helpers/admin';
import { useTestApp } from './helpers/app';
import { expectError } from './helpers/http';
import {
  type Actor,
  applyTo,
  moveApplication,
  postJob,
  signedInActor,
  trpcAs,
  useActors,
} from './helpers/jobs';

/** Moving an application through the pipeline, and the developer's own list of applications. */

const t = useTestApp();

const { client, otherClient, admin } = useActors(t, {
  client: ['client', { firstName: 'Wanjiku', lastName: 'Kamau' }],
  otherClient: 'client',
  admin: 'admin',
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
    expect(await notificationsReadOf(t, developer.user.id)).toEqual([
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
      const response = await client.http.put(`/api/applications/${applicationId}/status`, {
        status,
        ...(status === 'rejected' ? { reason: 'rate' } : {}),
      });
      expect(response.status, status).toBe(200);
      expect(await statusRow()).toBe(status);
    }
    const titles = (await notificationsReadOf(t, developer.user.id)).map(
      (notification) => notification.title,
    );
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
    const before = await notificationsReadOf(t, developer.user.id);
    const response = await client.http.put(`/api/applications/${applicationId}/status`, {
      status: 'accepted',
    });
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('accepted');
    expect(await notificationsReadOf(t, developer.user.id)).toEqual(before);
  });

  it('keeps the pipeline going on a closed job', async () => {
    await client.http.put(`/api/jobs/${job.id}/close`);
    const response = await client.http.put(`/api/applications/${applicationId}/status`, {
      status: 'rejected',
      reason: 'position_filled',
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
