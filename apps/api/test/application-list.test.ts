import { JOB_MESSAGES, type TJob } from '@talanta/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationsReadOf } from './helpers/admin';
import { useTestApp } from './helpers/app';
import { expectError } from './helpers/http';
import {
  type Actor,
  applicationPayload,
  applyTo,
  moveApplication,
  postJob,
  signedInActor,
  useActors,
} from './helpers/jobs';

/** A job's applications as its client sees them, and the hiring journey end to end. */

const t = useTestApp();

const { client, otherClient, admin } = useActors(t, {
  client: ['client', { firstName: 'Wanjiku', lastName: 'Kamau' }],
  otherClient: 'client',
  admin: 'admin',
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
      rejection: null,
      attempt: 1,
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
    const notices = (await notificationsReadOf(t, developer.user.id)).map(
      (notification) => notification.title,
    );
    expect(notices).toEqual(['Interview requested', 'Application accepted']);
  });
});
