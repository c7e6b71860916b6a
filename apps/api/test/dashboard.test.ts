import { DEVELOPER_PROFILE_PARTS, developerProfileCompletion, type TJob } from '@talanta/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { type Actor, applyTo, moveApplication, postJob, signedInActor, trpcAs } from './helpers/jobs';

const t = useTestApp();

/** A fixed clock for the seeded events, so Recent Activity's order is known: minute n after START. */
const START = Date.parse('2031-03-01T08:00:00Z');
const at = (minute: number) => new Date(START + minute * 60_000);
const iso = (minute: number) => at(minute).toISOString();

async function setJobTimes(jobId: number, createdMinute: number, updatedMinute = createdMinute) {
  await t.db
    .updateTable('jobs')
    .set({ createdAt: at(createdMinute), updatedAt: at(updatedMinute) })
    .where('id', '=', jobId)
    .execute();
}

async function setApplicationTimes(
  applicationId: number,
  createdMinute: number,
  updatedMinute = createdMinute,
) {
  await t.db
    .updateTable('jobApplications')
    .set({ createdAt: at(createdMinute), updatedAt: at(updatedMinute) })
    .where('id', '=', applicationId)
    .execute();
}

let client: Actor;
let developer: Actor;
let rival: Actor;
let jobs: TJob[];
let closedJob: TJob;

/**
 * One client with six jobs (one closed) and one developer with four applications to them: one at
 * interview, one accepted, one rejected, one pending. A second developer applies once; another
 * client's job and application must not count.
 */
beforeAll(async () => {
  client = await signedInActor(t, 'client');
  developer = await signedInActor(t, 'developer');
  rival = await signedInActor(t, 'developer', { firstName: 'Rohan', lastName: 'Mehta' });
  const otherClient = await signedInActor(t, 'client');

  jobs = [];
  for (const index of [1, 2, 3, 4, 5]) {
    const job = await postJob(client, { title: `Dashboard job ${index}` });
    await setJobTimes(job.id, index);
    jobs.push(job);
  }
  closedJob = await postJob(client, { title: 'Dashboard job closed' });
  await client.http.put(`/api/jobs/${closedJob.id}/close`);
  await setJobTimes(closedJob.id, 0, 30);

  const statuses = ['interview', 'accepted', 'rejected', 'pending'] as const;
  for (const [index, status] of statuses.entries()) {
    const application = await applyTo(developer, jobs[index]!.id);
    if (status !== 'pending') await moveApplication(client, application.id, status);
    // Sent at minutes 10-13; decided at minutes 20-22.
    await setApplicationTimes(application.id, 10 + index, status === 'pending' ? 10 + index : 20 + index);
  }
  const rivalApplication = await applyTo(rival, jobs[0]!.id);
  await setApplicationTimes(rivalApplication.id, 25);

  const elsewhere = await postJob(otherClient, { title: 'Somebody else’s job' });
  const elsewhereApplication = await applyTo(developer, elsewhere.id);
  await moveApplication(otherClient, elsewhereApplication.id, 'accepted');
  await setApplicationTimes(elsewhereApplication.id, 40, 41);
});

describe('GET /api/developer/stats', () => {
  it("counts the developer's applications by stage", async () => {
    const response = await developer.http.get('/api/developer/stats');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ applicationsSent: 5, interviews: 1, accepted: 2 });
  });

  it('lists real recent activity, newest first, at most 8 events', async () => {
    const { body } = await developer.http.get('/api/developer/stats');
    expect(body.recentActivity).toHaveLength(8);
    expect(body.recentActivity.slice(0, 5)).toEqual([
      {
        type: 'application_status',
        title: 'Application accepted',
        description:
          'Your application for "Somebody else’s job" was accepted. You can now message the client.',
        createdAt: iso(41),
        link: '/my-applications',
      },
      {
        type: 'application_sent',
        title: 'Application sent',
        description: 'You applied to "Somebody else’s job".',
        createdAt: iso(40),
        link: expect.stringMatching(/^\/jobs\/\d+$/),
      },
      {
        type: 'application_status',
        title: 'Application not selected',
        description: 'Your application for "Dashboard job 3" was not selected this time.',
        createdAt: iso(22),
        link: '/my-applications',
      },
      {
        type: 'application_status',
        title: 'Application accepted',
        description: 'Your application for "Dashboard job 2" was accepted. You can now message the client.',
        createdAt: iso(21),
        link: '/my-applications',
      },
      {
        type: 'application_status',
        title: 'Interview requested',
        description: 'The client would like to interview you for "Dashboard job 1".',
        createdAt: iso(20),
        link: '/my-applications',
      },
    ]);
    expect(body.recentActivity.slice(5).map((item: { createdAt: string }) => item.createdAt)).toEqual([
      iso(13),
      iso(12),
      iso(11),
    ]);
    expect(body.recentActivity[5]).toEqual({
      type: 'application_sent',
      title: 'Application sent',
      description: 'You applied to "Dashboard job 4".',
      createdAt: iso(13),
      link: `/jobs/${jobs[3]!.id}`,
    });
  });

  it('reports profile completion from the profile and the photo', async () => {
    const empty = await developer.http.get('/api/developer/stats');
    expect(empty.body.profileCompletion).toEqual({
      percentage: 0,
      missing: DEVELOPER_PROFILE_PARTS.map(({ key, label }) => ({ key, label })),
    });

    await t.db
      .updateTable('developerProfiles')
      .set({ title: 'Mobile engineer', bio: 'Ten years of Android.', skills: ['Kotlin'], hourlyRate: 40 })
      .where('userId', '=', developer.user.id)
      .execute();
    await t.db
      .updateTable('users')
      .set({ profileImageUrl: '/uploads/me.png' })
      .where('id', '=', developer.user.id)
      .execute();
    const filled = await developer.http.get('/api/developer/stats');
    const expected = developerProfileCompletion({
      title: 'Mobile engineer',
      bio: 'Ten years of Android.',
      skills: ['Kotlin'],
      hourlyRate: 40,
      profileImageUrl: '/uploads/me.png',
    });
    expect(filled.body.profileCompletion).toEqual(expected);
    expect(filled.body.profileCompletion.percentage).toBe(50);
    expect(filled.body.profileCompletion.missing.map((part: { key: string }) => part.key)).toEqual([
      'yearsOfExperience',
      'availability',
      'location',
      'githubUrl',
      'linkedinUrl',
    ]);
  });

  it('answers zeros and no activity to a developer who has done nothing yet', async () => {
    const newcomer = await signedInActor(t, 'developer');
    const response = await newcomer.http.get('/api/developer/stats');
    expect(response.body).toMatchObject({
      applicationsSent: 0,
      interviews: 0,
      accepted: 0,
      work: { activeContracts: 0, minutesThisWeek: 0, unpaidEarningsCents: 0 },
      recentActivity: [],
    });
  });

  it('is for developers: a client gets 403, a visitor 401', async () => {
    expect((await client.http.get('/api/developer/stats')).status).toBe(403);
    expect((await t.http().get('/api/developer/stats')).status).toBe(401);
  });
});

describe('GET /api/client/stats', () => {
  it("counts the client's open jobs and the applications they received, by stage", async () => {
    const response = await client.http.get('/api/client/stats');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      activeJobs: 5,
      applicationsReceived: 5,
      interviews: 1,
      hires: 1,
    });
  });

  it('shows the 5 newest jobs with their applications per status', async () => {
    const { body } = await client.http.get('/api/client/stats');
    expect(body.recentJobs.map((job: TJob) => job.title)).toEqual([
      'Dashboard job 5',
      'Dashboard job 4',
      'Dashboard job 3',
      'Dashboard job 2',
      'Dashboard job 1',
    ]);
    expect(body.recentJobs[4]).toMatchObject({
      id: jobs[0]!.id,
      status: 'open',
      applicationCounts: { total: 2, pending: 1, interview: 1, accepted: 0, rejected: 0, withdrawn: 0 },
    });
  });

  it('lists real recent activity, newest first, at most 8 events', async () => {
    const { body } = await client.http.get('/api/client/stats');
    expect(body.recentActivity).toHaveLength(8);
    expect(body.recentActivity.slice(0, 3)).toEqual([
      {
        type: 'job_closed',
        title: 'Job closed',
        description: '"Dashboard job closed" no longer accepts applications.',
        createdAt: iso(30),
        link: `/jobs/${closedJob.id}`,
      },
      {
        type: 'application_received',
        title: 'New application',
        description: 'Rohan Mehta applied to "Dashboard job 1".',
        createdAt: iso(25),
        link: `/jobs/${jobs[0]!.id}`,
      },
      {
        type: 'application_received',
        title: 'New application',
        description: expect.stringMatching(/ applied to "Dashboard job 4"\.$/),
        createdAt: iso(13),
        link: `/jobs/${jobs[3]!.id}`,
      },
    ]);
    expect(body.recentActivity.map((item: { createdAt: string }) => item.createdAt)).toEqual([
      iso(30),
      iso(25),
      iso(13),
      iso(12),
      iso(11),
      iso(10),
      iso(5),
      iso(4),
    ]);
    expect(body.recentActivity[6]).toEqual({
      type: 'job_posted',
      title: 'Job posted',
      description: 'You posted "Dashboard job 5".',
      createdAt: iso(5),
      link: `/jobs/${jobs[4]!.id}`,
    });
  });

  it('answers zeros and empty lists to a client who has posted nothing', async () => {
    const newcomer = await signedInActor(t, 'client');
    const response = await newcomer.http.get('/api/client/stats');
    expect(response.body).toEqual({
      activeJobs: 0,
      applicationsReceived: 0,
      interviews: 0,
      upcomingInterviews: 0,
      hires: 0,
      work: { activeContracts: 0, minutesThisWeek: 0, amountDueCents: 0 },
      recentJobs: [],
      recentActivity: [],
    });
  });

  it('is for clients: a developer gets 403, a visitor 401', async () => {
    expect((await developer.http.get('/api/client/stats')).status).toBe(403);
    expect((await t.http().get('/api/client/stats')).status).toBe(401);
  });

  it('serves both dashboards over tRPC', async () => {
    const asClient = await trpcAs(t, client);
    expect((await asClient.client.dashboard.clientStats.query()).activeJobs).toBe(5);
    const asDeveloper = await trpcAs(t, developer);
    expect((await asDeveloper.client.dashboard.developerStats.query()).applicationsSent).toBe(5);
  });
});
