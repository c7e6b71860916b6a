import { JOB_INVITATION_MESSAGES, JOB_MESSAGES, type TJob } from '@talanta/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { type Actor, applyTo, jobPayload, postJob, signedInActor, trpcAs } from './helpers/jobs';
import { trpcError } from './helpers/trpc';

/** Issue 12, evaluating applicants: editing a job and inviting developers to apply. */

const t = useTestApp();

let client: Actor;
let otherClient: Actor;
let developer: Actor;
beforeAll(async () => {
  client = await signedInActor(t, 'client', { firstName: 'Wanjiku', lastName: 'Kamau' });
  otherClient = await signedInActor(t, 'client');
  developer = await signedInActor(t, 'developer');
});

function notificationsOf(userId: number) {
  return t.db
    .selectFrom('notifications')
    .select(['title', 'message', 'link'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

function storedJob(id: number) {
  return t.db
    .selectFrom('jobs')
    .select(['title', 'minBudget', 'maxBudget', 'requiredSkills', 'status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('PUT /api/jobs/:id', () => {
  let job: TJob;
  let applicant: Actor;
  let withdrawn: Actor;
  beforeAll(async () => {
    job = await postJob(client, { title: 'Agent float dashboard' });
    applicant = await signedInActor(t, 'developer');
    withdrawn = await signedInActor(t, 'developer');
    await applyTo(applicant, job.id);
    const gone = await applyTo(withdrawn, job.id);
    await withdrawn.http.post(`/api/applications/${gone.id}/withdraw`);
  });

  it('saves the edited job for its owner, without notices when neither budget nor skills change', async () => {
    const response = await client.http.put(
      `/api/jobs/${job.id}`,
      jobPayload({ title: 'Agent float dashboard (v2)', requiredSkills: ['node.js', 'React'] }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ id: job.id, title: 'Agent float dashboard (v2)', status: 'open' });
    expect((await storedJob(job.id)).title).toBe('Agent float dashboard (v2)');
    expect(await notificationsOf(applicant.user.id)).toEqual([]);
  });

  it('tells the applicants still in the pipeline when the budget or the skills change', async () => {
    const response = await client.http.put(
      `/api/jobs/${job.id}`,
      jobPayload({
        title: 'Agent float dashboard (v2)',
        minBudget: 40,
        maxBudget: 70,
        requiredSkills: ['Go'],
      }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(await storedJob(job.id)).toMatchObject({ minBudget: 40, maxBudget: 70, requiredSkills: ['Go'] });
    expect(await notificationsOf(applicant.user.id)).toEqual([
      {
        title: 'A job you applied to changed',
        message: 'The client changed the budget and required skills of "Agent float dashboard (v2)".',
        link: `/jobs/${job.id}`,
      },
    ]);
    expect(await notificationsOf(withdrawn.user.id)).toEqual([]);
  });

  it('applies the posting rules, with their messages', async () => {
    const order = await client.http.put(`/api/jobs/${job.id}`, jobPayload({ minBudget: 90, maxBudget: 20 }));
    expect(order.status).toBe(400);
    expect(order.body.message).toBe(JOB_MESSAGES.budgetOrder);
    const title = await client.http.put(`/api/jobs/${job.id}`, jobPayload({ title: 'Hi' }));
    expect(title.status).toBe(400);
    expect(title.body.message).toBe(JOB_MESSAGES.title);
    expect((await storedJob(job.id)).minBudget).toBe(40);
  });

  it('is the owner’s alone (403 for another client, a developer; 401 for a visitor; 404 for no job)', async () => {
    const other = await otherClient.http.put(`/api/jobs/${job.id}`, jobPayload({ title: 'Hijacked job' }));
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(JOB_MESSAGES.notOwner);
    expect((await developer.http.put(`/api/jobs/${job.id}`, jobPayload())).status).toBe(403);
    expect((await t.http().put(`/api/jobs/${job.id}`, jobPayload())).status).toBe(401);
    expect((await client.http.put('/api/jobs/999999', jobPayload())).status).toBe(404);
    expect((await storedJob(job.id)).title).toBe('Agent float dashboard (v2)');
  });

  it('refuses a closed job (409) and works through the tRPC client once it is reopened', async () => {
    await client.http.put(`/api/jobs/${job.id}/close`);
    const closed = await client.http.put(`/api/jobs/${job.id}`, jobPayload({ title: 'Closed edit' }));
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(JOB_MESSAGES.closedNotEditable);
    await client.http.put(`/api/jobs/${job.id}/reopen`);
    const trpc = await trpcAs(t, client);
    const edited = await trpc.client.job.update.mutate({
      id: job.id,
      title: 'Reopened edit',
      description: 'We need a developer to build a payments dashboard for our Nairobi shops.',
      requiredSkills: ['Go'],
      projectLength: 'medium-term',
      projectType: 'contract',
      location: 'Remote',
      minBudget: 40,
      maxBudget: 70,
      category: 'Web Development',
      experienceLevel: 'Intermediate',
    });
    expect(edited.title).toBe('Reopened edit');
  });

  it('counts withdrawn applications among the client’s jobs', async () => {
    const own = await client.http.get('/api/clients/jobs');
    const listed = own.body.find((row: { id: number }) => row.id === job.id);
    expect(listed.applicationCounts).toMatchObject({ total: 2, pending: 1, withdrawn: 1 });
  });
});

describe('POST /api/jobs/:id/invitations', () => {
  let job: TJob;
  beforeAll(async () => {
    job = await postJob(client, { title: 'Chama savings app' });
  });

  it('invites an approved developer: 201, a notice, and "invited" on the job for them', async () => {
    const response = await client.http.post(`/api/jobs/${job.id}/invitations`, {
      developerId: developer.developerId,
      message: 'Your USSD work is what we need.',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      jobId: job.id,
      developerId: developer.developerId,
      message: 'Your USSD work is what we need.',
      createdAt: expect.any(String),
    });
    expect((await notificationsOf(developer.user.id)).at(-1)).toEqual({
      title: 'You were invited to apply',
      message: 'Wanjiku Kamau invited you to apply to "Chama savings app". Your USSD work is what we need.',
      link: `/jobs/${job.id}`,
    });
    const detail = await developer.http.get(`/api/jobs/${job.id}`);
    expect(detail.body.invitation).toEqual({
      message: 'Your USSD work is what we need.',
      createdAt: expect.any(String),
    });
    const otherDeveloper = await signedInActor(t, 'developer');
    expect((await otherDeveloper.http.get(`/api/jobs/${job.id}`)).body.invitation).toBeNull();
  });

  it('invites once per job and developer (409)', async () => {
    const again = await client.http.post(`/api/jobs/${job.id}/invitations`, {
      developerId: developer.developerId,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(JOB_INVITATION_MESSAGES.duplicate);
    const rows = await t.db.selectFrom('jobInvitations').select('id').where('jobId', '=', job.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('knows only approved developers (404 for an unapproved one, a client, nobody)', async () => {
    const unapproved = await signedInActor(t, 'developer', { approved: false });
    for (const developerId of [unapproved.developerId, 999999]) {
      const response = await client.http.post(`/api/jobs/${job.id}/invitations`, { developerId });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(JOB_INVITATION_MESSAGES.developerNotFound);
    }
    // A client's user id, where the version before 2026-12-01 named developers by user id.
    const pinned = { headers: { 'Talanta-Version': '2026-11-01' } };
    const client404 = await client.http.post(
      `/api/jobs/${job.id}/invitations`,
      { developerId: otherClient.user.id },
      pinned,
    );
    expect(client404.status).toBe(404);
    expect(await notificationsOf(unapproved.user.id)).toEqual([]);
  });

  it('refuses bad input with clear messages', async () => {
    const noDeveloper = await client.http.post(`/api/jobs/${job.id}/invitations`, {});
    expect(noDeveloper.status).toBe(400);
    const long = await client.http.post(`/api/jobs/${job.id}/invitations`, {
      developerId: developer.developerId,
      message: 'x'.repeat(1001),
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(JOB_INVITATION_MESSAGES.message);
  });

  it('is the job owner’s alone, and only for open jobs, also through the tRPC client', async () => {
    const invitee = await signedInActor(t, 'developer');
    const byOther = await otherClient.http.post(`/api/jobs/${job.id}/invitations`, {
      developerId: invitee.developerId,
    });
    expect(byOther.status).toBe(403);
    expect(
      (await developer.http.post(`/api/jobs/${job.id}/invitations`, { developerId: invitee.developerId }))
        .status,
    ).toBe(403);
    expect(
      (await t.http().post(`/api/jobs/${job.id}/invitations`, { developerId: invitee.developerId })).status,
    ).toBe(401);
    await client.http.put(`/api/jobs/${job.id}/close`);
    const trpc = await trpcAs(t, client);
    const closed = await trpcError(
      trpc.client.job.invite.mutate({ id: job.id, developerId: invitee.developerId! }),
    );
    expect(closed.data?.httpStatus).toBe(409);
    expect(closed.message).toBe(JOB_INVITATION_MESSAGES.jobClosed);
    await client.http.put(`/api/jobs/${job.id}/reopen`);
    const invited = await trpc.client.job.invite.mutate({ id: job.id, developerId: invitee.developerId! });
    expect(invited.developerId).toBe(invitee.developerId);
  });
});
