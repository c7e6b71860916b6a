import { JOB_MESSAGES, type TJob } from '@talanta/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { jobIds, jobListing } from './helpers/job-list';
import { applyTo, moveApplication, postJob, signedInActor, trpcAs, useActors } from './helpers/jobs';
import { trpcError } from './helpers/trpc';

/** One job's page, closing and reopening it, and a client's own jobs. */

const t = useTestApp();

const { client, otherClient, developer, admin } = useActors(t, {
  client: ['client', { firstName: 'Wanjiku', lastName: 'Kamau' }],
  otherClient: 'client',
  developer: 'developer',
  admin: 'admin',
});

const { listJobs } = jobListing(t, { client, developer });

describe('GET /api/jobs/:id', () => {
  let job: TJob;
  beforeAll(async () => {
    job = await postJob(client, { title: 'Detail page job', location: 'Remote' });
  });

  it('shows any signed-in user the job, with its application count', async () => {
    for (const actor of [developer, client, otherClient, admin]) {
      const response = await actor.http.get(`/api/jobs/${job.id}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        ...job,
        applicationCount: 0,
        viewerApplication: null,
        canApply: actor === developer,
        invitation: null,
      });
    }
  });

  it('tells a developer about their own application, and that they cannot apply twice', async () => {
    const applicant = await signedInActor(t, 'developer');
    const application = await applyTo(applicant, job.id);
    const response = await applicant.http.get(`/api/jobs/${job.id}`);
    expect(response.body).toMatchObject({
      applicationCount: 1,
      viewerApplication: { id: application.id, status: 'pending' },
      canApply: false,
    });
    const other = await developer.http.get(`/api/jobs/${job.id}`);
    expect(other.body).toMatchObject({ applicationCount: 1, viewerApplication: null, canApply: true });
  });

  it('tells an unapproved developer they cannot apply yet', async () => {
    const newcomer = await signedInActor(t, 'developer', { approved: false });
    const response = await newcomer.http.get(`/api/jobs/${job.id}`);
    expect(response.body).toMatchObject({ viewerApplication: null, canApply: false });
  });

  it('answers 404 "Job not found" for a missing job and 400 for a non-numeric id', async () => {
    const missing = await developer.http.get('/api/jobs/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Job not found', code: 'NOT_FOUND' });
    for (const id of ['abc', '1.5', '-3', '0']) {
      const invalid = await developer.http.get(`/api/jobs/${id}`);
      expect(invalid.status, id).toBe(400);
      expect(invalid.body.message).toBe('Invalid id');
    }
  });

  it('refuses a visitor with 401', async () => {
    expect((await t.http().get(`/api/jobs/${job.id}`)).status).toBe(401);
  });

  it('serves the same job over tRPC', async () => {
    const trpc = await trpcAs(t, otherClient);
    const detail = await trpc.client.job.byId.query({ id: job.id });
    expect(detail.title).toBe('Detail page job');
    const error = await trpcError(trpc.client.job.byId.query({ id: 999_999 }));
    expect(error.data?.code).toBe('NOT_FOUND');
  });
});

describe('PUT /api/jobs/:id/close and /reopen', () => {
  it('lets the owner close a job: it leaves the list but its page stays, then reopen it', async () => {
    const job = await postJob(client, { description: 'Closeword job that will be closed.' });
    expect(jobIds(await listJobs('search=closeword'))).toEqual([job.id]);

    const closed = await client.http.put(`/api/jobs/${job.id}/close`);
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({ ...job, status: 'closed' });
    expect(jobIds(await listJobs('search=closeword'))).toEqual([]);
    expect((await developer.http.get(`/api/jobs/${job.id}`)).body).toMatchObject({
      status: 'closed',
      canApply: false,
    });

    const again = await client.http.put(`/api/jobs/${job.id}/close`);
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('closed');

    const reopened = await client.http.put(`/api/jobs/${job.id}/reopen`);
    expect(reopened.status).toBe(200);
    expect(reopened.body.status).toBe('open');
    expect(jobIds(await listJobs('search=closeword'))).toEqual([job.id]);
  });

  it('refuses another client, a developer and an admin with 403, a visitor with 401', async () => {
    const job = await postJob(client);
    for (const path of ['close', 'reopen']) {
      const stranger = await otherClient.http.put(`/api/jobs/${job.id}/${path}`);
      expect(stranger.status).toBe(403);
      expect(stranger.body).toEqual({ message: JOB_MESSAGES.notOwner, code: 'FORBIDDEN' });
      expect((await developer.http.put(`/api/jobs/${job.id}/${path}`)).status).toBe(403);
      expect((await admin.http.put(`/api/jobs/${job.id}/${path}`)).status).toBe(403);
      expect((await t.http().put(`/api/jobs/${job.id}/${path}`)).status).toBe(401);
    }
    const row = await t.db
      .selectFrom('jobs')
      .select('status')
      .where('id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
  });

  it('answers 404 for a missing job', async () => {
    const response = await client.http.put('/api/jobs/999999/close');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Job not found');
  });
});

describe('GET /api/clients/jobs', () => {
  it("lists the client's own jobs, open and closed, newest first, with applications per status", async () => {
    const owner = await signedInActor(t, 'client');
    const first = await postJob(owner, { title: 'First posted job' });
    const second = await postJob(owner, { title: 'Second posted job' });
    await t.db
      .updateTable('jobs')
      .set({ createdAt: new Date('2031-01-01T00:00:00Z') })
      .where('id', '=', second.id)
      .execute();
    await owner.http.put(`/api/jobs/${first.id}/close`);
    await postJob(otherClient, { title: 'Not this client' });

    const applicants = await Promise.all([1, 2, 3].map(() => signedInActor(t, 'developer')));
    const applications = [];
    for (const applicant of applicants) applications.push(await applyTo(applicant, second.id));
    await moveApplication(owner, applications[0]!.id, 'interview');
    await moveApplication(owner, applications[1]!.id, 'accepted');

    const response = await owner.http.get('/api/clients/jobs');
    expect(response.status).toBe(200);
    expect(response.body.map((job: TJob) => job.id)).toEqual([second.id, first.id]);
    expect(response.body[0]).toMatchObject({
      title: 'Second posted job',
      status: 'open',
      applicationCounts: { total: 3, pending: 1, interview: 1, accepted: 1, rejected: 0, withdrawn: 0 },
    });
    expect(response.body[1]).toMatchObject({
      status: 'closed',
      applicationCounts: { total: 0, pending: 0, interview: 0, accepted: 0, rejected: 0, withdrawn: 0 },
    });
  });

  it('is for clients: a developer gets 403, a visitor 401', async () => {
    expect((await developer.http.get('/api/clients/jobs')).status).toBe(403);
    expect((await t.http().get('/api/clients/jobs')).status).toBe(401);
  });
});
