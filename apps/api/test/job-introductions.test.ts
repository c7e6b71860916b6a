import { findJobsNeedingMatching, insertJob, introducedWithin24HoursShare } from '@talanta/db';
import { INTRODUCTION_MESSAGES, ZCreateJobInput } from '@talanta/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  introduceStrongMatches,
  JOB_INTRODUCTION_JOB,
  sweepJobIntroductions,
} from '../src/introductions/job-introductions';
import { useTestApp } from './helpers/app';
import { emailsTo, notificationsOf } from './helpers/interviews';
import { jobPayload, postJob, signedInActor, useActors } from './helpers/jobs';
import { createSeedDeveloper, type SeedDeveloper } from './helpers/talent';

/**
 * Introductions (issue 40): a posted job's strong matches are introduced to its client by the job
 * runner (notification and "Meet your matches" email), exactly once; a job without enough of them
 * enters the super admins' "needs matching" queue once its 24 hours have passed (a moved clock),
 * where an admin introduces by hand. Scores as in docs/matching.md; every zone is UTC.
 */

const t = useTestApp();
const { admin } = useActors(t, { admin: 'admin' });
const HOUR_MS = 3_600_000;
const ORIGIN = 'https://talanta.example';
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS);

const PROFILE = {
  approved: true,
  bio: 'Payments and logistics systems for East African businesses.',
  location: 'Nairobi, Kenya',
  availability: 'contract',
} as const;
/** Profiles 70% complete (no GitHub, LinkedIn or photo): vetting 21, or 61 when verified. */
const DEVELOPERS = {
  // React and Go, in budget, Intermediate, contract: 9000 + 10×61 → 96.
  amani: {
    ...PROFILE,
    firstName: 'Amani',
    lastName: 'Njoroge',
    verified: true,
    title: 'Full Stack Engineer',
    skills: ['React', 'Go', 'Node.js'],
    hourlyRate: 40,
    yearsOfExperience: 4,
  },
  // The same, not verified: 9000 + 10×21 → 92.
  baraka: {
    ...PROFILE,
    firstName: 'Baraka',
    lastName: 'Mutua',
    title: 'Backend Engineer',
    skills: ['React', 'Go'],
    hourlyRate: 35,
    yearsOfExperience: 3,
  },
  // 6 years above Intermediate (80): 4000 + 1500 + 1200 + 2000 + 210 → 89.
  chebet: {
    ...PROFILE,
    firstName: 'Chebet',
    lastName: 'Rono',
    title: 'Platform Engineer',
    skills: ['React', 'Go', 'Kubernetes'],
    hourlyRate: 55,
    yearsOfExperience: 6,
  },
  // Half the skills, part-time: 2000 + 1500 + 1500 + 500 + 1000 + 610 → 71, yet not a strong match.
  dalia: {
    ...PROFILE,
    firstName: 'Dalia',
    lastName: 'Hassan',
    verified: true,
    title: 'Frontend Engineer',
    skills: ['React'],
    hourlyRate: 60,
    yearsOfExperience: 5,
    availability: 'part-time',
  },
} satisfies Record<string, SeedDeveloper>;

const developers = {} as Record<keyof typeof DEVELOPERS, { profileId: number; userId: number }>;
beforeAll(async () => {
  for (const [name, profile] of Object.entries(DEVELOPERS))
    developers[name as keyof typeof DEVELOPERS] = await createSeedDeveloper(t, profile);
});

const BRIEF = { minBudget: 30, maxBudget: 60, experienceLevel: 'Intermediate', projectType: 'contract' };
const STRONG_JOB = { ...BRIEF, title: 'Payments dashboard in React and Go', requiredSkills: ['React', 'Go'] };
/** One of four skills each: 59 to 66, no strong match. */
const WEAK_JOB = {
  ...BRIEF,
  title: 'Compiler work in Rust, Elixir and Haskell',
  requiredSkills: ['React', 'Rust', 'Elixir', 'Haskell'],
};

function introductionsOf(jobId: number) {
  return t.db
    .selectFrom('jobIntroductions')
    .select(['developerId', 'score', 'reasons', 'introducedById'])
    .where('jobId', '=', jobId)
    .orderBy('score', 'desc')
    .execute();
}

const meetYourMatches = async (email: string) =>
  (await emailsTo(t.db, email)).filter((row) => row.subject.startsWith('Meet your matches'));
const matchNotices = async (userId: number) =>
  (await notificationsOf(t.db, userId)).filter((row) => row.title === 'Meet your matches');

describe('a job posted by a new client', () => {
  it('introduces its strong matches with a notice and a "Meet your matches" email once the runner drains', async () => {
    const client = await signedInActor(t, 'client', { firstName: 'Wairimu' });
    const job = await postJob(client, STRONG_JOB);
    // The introduction job was queued with the job itself, due at once: no wait, no clock.
    const queued = await t.db
      .selectFrom('backgroundJobs')
      .select(['payload', 'runAt'])
      .where('key', '=', `${JOB_INTRODUCTION_JOB}:${job.id}`)
      .executeTakeFirstOrThrow();
    expect(queued.payload).toEqual({ jobId: job.id });
    expect(queued.runAt.getTime()).toBeLessThanOrEqual(Date.now());
    await t.app.services.jobs.runDue();

    const rows = await introductionsOf(job.id);
    expect(rows.map((row) => [row.developerId, row.score, row.introducedById])).toEqual([
      [developers.amani.profileId, 96, null],
      [developers.baraka.profileId, 92, null],
      [developers.chebet.profileId, 89, null],
    ]);
    expect(rows[0]?.reasons).toEqual([
      'Has all 2 required skills',
      '$40/hr within $30-60',
      '4 years, Intermediate',
      'Available for contracts, as the job needs',
      '8 h overlap with your working day',
      'Verified, profile 70% complete',
    ]);

    const notices = await matchNotices(client.user.id);
    expect(notices).toEqual([
      {
        title: 'Meet your matches',
        message: `Amani Njoroge, Baraka Mutua, Chebet Rono fit "${STRONG_JOB.title}". See why on the job page.`,
        link: `/jobs/${job.id}`,
      },
    ]);
    const emails = await meetYourMatches(client.email);
    expect(emails).toHaveLength(1);
    const body = emails[0]!.bodyText;
    expect(body).toContain('Hello Wairimu,');
    expect(body).toContain('Amani Njoroge, Full Stack Engineer: 96% match');
    expect(body).toContain('Has all 2 required skills · $40/hr within $30-60');
    expect(body).toContain(`/developer/${developers.chebet.profileId}`);
    expect(body).toContain(`/jobs/${job.id}`);
    expect(body).not.toContain('Dalia');

    // Run again (a retry, the sweep): nobody is introduced or told twice.
    expect(await introduceStrongMatches(t.db, { jobId: job.id, now: new Date(), origin: ORIGIN })).toBe(0);
    await t.app.services.jobs.runDue({ schedules: true });
    expect(await introductionsOf(job.id)).toHaveLength(3);
    expect(await matchNotices(client.user.id)).toHaveLength(1);
    expect(await meetYourMatches(client.email)).toHaveLength(1);
  });

  it("follows the client's email preferences: turned off, the notice comes and the email does not", async () => {
    const client = await signedInActor(t, 'client');
    const saved = await client.http.put('/api/account/email-preferences', {
      kind: 'introduction',
      emailEnabled: false,
      digest: 'off',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const job = await postJob(client, STRONG_JOB);
    await t.app.services.jobs.runDue();
    expect(await introductionsOf(job.id)).toHaveLength(3);
    expect(await matchNotices(client.user.id)).toHaveLength(1);
    expect(await meetYourMatches(client.email)).toEqual([]);
  });

  it('is picked up by the sweep when its job was missed, inside its 24 hours only', async () => {
    const client = await signedInActor(t, 'client');
    // Written straight to the database: no introduction job was queued with it.
    const jobId = await insertJob(t.db, client.user.id, ZCreateJobInput.parse(jobPayload(STRONG_JOB)));
    expect(await sweepJobIntroductions(t.db, { now: hoursFromNow(25), origin: ORIGIN })).toBe(0);
    expect(await introductionsOf(jobId)).toEqual([]);
    expect(await sweepJobIntroductions(t.db, { now: hoursFromNow(1), origin: ORIGIN })).toBe(3);
    expect(await introductionsOf(jobId)).toHaveLength(3);
    expect(await meetYourMatches(client.email)).toHaveLength(1);
    expect(await sweepJobIntroductions(t.db, { now: hoursFromNow(2), origin: ORIGIN })).toBe(0);
  });

  it('never introduces a developer missing most required skills, whatever the total', async () => {
    const client = await signedInActor(t, 'client');
    const job = await postJob(client, WEAK_JOB);
    await t.app.services.jobs.runDue({ schedules: true });
    expect(await introductionsOf(job.id)).toEqual([]);
    expect(await matchNotices(client.user.id)).toEqual([]);
    expect(await meetYourMatches(client.email)).toEqual([]);
    // Dalia scores 71 for the strong job but has half its skills: still not introduced.
    const candidates = await admin.http.get(`/api/super-admin/jobs/${job.id}/candidates`);
    expect(candidates.status, JSON.stringify(candidates.body)).toBe(200);
    expect(
      candidates.body.map((row: { firstName: string; score: number; strong: boolean }) => [
        row.firstName,
        row.score,
        row.strong,
      ]),
    ).toEqual([
      ['Amani', 66, false],
      ['Baraka', 62, false],
      ['Dalia', 61, false],
      ['Chebet', 59, false],
    ]);
  });
});

describe('the needs-matching queue', () => {
  it('holds a job with weak matches once 24 hours have passed, with how long it waited', async () => {
    const client = await signedInActor(t, 'client');
    const job = await postJob(client, WEAK_JOB);
    await t.app.services.jobs.runDue();
    const page = { limit: 100, offset: 0 };
    const idsAt = async (now: Date) =>
      (await findJobsNeedingMatching(t.db, { now, ...page })).jobs.map((row) => row.id);
    expect(await idsAt(hoursFromNow(23))).not.toContain(job.id);
    const later = await findJobsNeedingMatching(t.db, { now: hoursFromNow(25), ...page });
    const queued = later.jobs.find((row) => row.id === job.id);
    expect(queued).toMatchObject({ title: WEAK_JOB.title, introductions: 0, waitingHours: 25 });
    // Oldest first.
    const posted = later.jobs.map((row) => row.postedAt);
    expect(posted).toEqual([...posted].sort());
  });

  it('lets an admin introduce a developer by hand: the same notice and email, recorded as theirs', async () => {
    const client = await signedInActor(t, 'client');
    const job = await postJob(client, WEAK_JOB);
    await t.app.services.jobs.runDue();
    // Posted 25 hours ago: the queue over REST shows it.
    await t.db
      .updateTable('jobs')
      .set({ createdAt: hoursFromNow(-25) })
      .where('id', '=', job.id)
      .execute();
    const queue = await admin.http.get('/api/super-admin/needs-matching?limit=100');
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    expect(queue.body.find((row: { id: number }) => row.id === job.id)).toMatchObject({
      introductions: 0,
      waitingHours: 25,
      client: { id: client.user.id },
    });

    const path = `/api/super-admin/jobs/${job.id}/introductions`;
    const introduced = await admin.http.post(path, { developerId: developers.baraka.profileId });
    expect(introduced.status, JSON.stringify(introduced.body)).toBe(201);
    expect(introduced.body).toEqual({ message: INTRODUCTION_MESSAGES.introduced, score: 62 });
    expect(await introductionsOf(job.id)).toMatchObject([
      { developerId: developers.baraka.profileId, score: 62, introducedById: admin.user.id },
    ]);
    expect(await matchNotices(client.user.id)).toEqual([
      {
        title: 'Meet your matches',
        message: `Baraka Mutua fits "${WEAK_JOB.title}". See why on the job page.`,
        link: `/jobs/${job.id}`,
      },
    ]);
    const emails = await meetYourMatches(client.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.bodyText).toContain('Baraka Mutua, Backend Engineer: 62% match');
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['actorId', 'targetId'])
      .where('action', '=', 'job.introduce')
      .execute();
    expect(audit).toContainEqual({ actorId: admin.user.id, targetId: job.id });

    const again = await admin.http.post(path, { developerId: developers.baraka.profileId });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(INTRODUCTION_MESSAGES.alreadyIntroduced);
    const candidates = await admin.http.get(`/api/super-admin/jobs/${job.id}/candidates`);
    const baraka = candidates.body.find(
      (row: { developerId: number }) => row.developerId === developers.baraka.profileId,
    );
    expect(baraka.introducedAt).not.toBeNull();
    expect(await matchNotices(client.user.id)).toHaveLength(1);
  });

  it('refuses other roles, unknown or unapproved developers and closed jobs', async () => {
    const client = await signedInActor(t, 'client');
    const job = await postJob(client, WEAK_JOB);
    const path = `/api/super-admin/jobs/${job.id}/introductions`;
    const body = { developerId: developers.amani.profileId };
    expect((await t.http().post(path, body)).status).toBe(401);
    expect((await client.http.post(path, body)).status).toBe(403);
    expect((await client.http.get('/api/super-admin/needs-matching')).status).toBe(403);
    const pending = await signedInActor(t, 'developer', { approved: false });
    const pendingProfile = await t.db
      .selectFrom('developerProfiles')
      .select('id')
      .where('userId', '=', pending.user.id)
      .executeTakeFirstOrThrow();
    const unapproved = await admin.http.post(path, { developerId: pendingProfile.id });
    expect(unapproved.status).toBe(404);
    expect(unapproved.body.message).toBe(INTRODUCTION_MESSAGES.developerNotFound);
    expect((await client.http.put(`/api/jobs/${job.id}/close`, {})).status).toBe(200);
    const closed = await admin.http.post(path, body);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(INTRODUCTION_MESSAGES.jobNotOpen);
    expect(await introductionsOf(job.id)).toEqual([]);
  });
});

describe('the share of jobs introduced within 24 hours', () => {
  it('counts the last 30 days of jobs whose 24 hours have passed, and those introduced in time', async () => {
    const share = (now: Date) => introducedWithin24HoursShare(t.db, { now, days: 30 });
    const before = await share(hoursFromNow(25));
    const client = await signedInActor(t, 'client');
    const strong = await postJob(client, STRONG_JOB);
    const weak = await postJob(client, WEAK_JOB);
    await t.app.services.jobs.runDue();
    const after = await share(hoursFromNow(25));
    expect(after.jobs - before.jobs).toBe(2);
    expect(after.introducedWithin24Hours - before.introducedWithin24Hours).toBe(1);
    // Not yet 24 hours old: not counted either way; 31 days on, out of the window.
    const now = await share(new Date());
    expect(now.jobs).toBeLessThan(after.jobs);
    const monthOn = await share(hoursFromNow(31 * 24));
    expect(monthOn).toEqual({ jobs: 0, introducedWithin24Hours: 0 });
    // Introduced by hand 30 hours after posting: late, so still not introduced in time.
    await t.db
      .updateTable('jobs')
      .set({ createdAt: hoursFromNow(-30) })
      .where('id', '=', weak.id)
      .execute();
    const late = await admin.http.post(`/api/super-admin/jobs/${weak.id}/introductions`, {
      developerId: developers.amani.profileId,
    });
    expect(late.status).toBe(201);
    const figure = await admin.http.get('/api/super-admin/introduction-share');
    expect(figure.status).toBe(200);
    const real = await share(new Date());
    expect(figure.body).toEqual({ days: 30, ...real });
    expect(strong.id).toBeGreaterThan(0);
    expect((await share(hoursFromNow(25))).introducedWithin24Hours).toBe(after.introducedWithin24Hours);
  });
});
