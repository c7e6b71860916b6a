import {
  APPLICATION_STATUSES,
  JOB_CATEGORIES,
  JOB_EXPERIENCE_LEVELS,
  PROFILE_SKILLS,
  VETTING_SKILLS,
} from '@talanta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../src';
import { DEMO_ACCOUNTS, seedDemoData } from '../src/seed/demo';
import { createTestDb } from '../src/testing';

/** Runs on in-memory PGlite, or on a throwaway PostgreSQL database when TEST_DATABASE_URL is set. */
const KENYAN_PHONE = /^\+254\d{9}$/;
const NOW = new Date();

let handle: DbHandle;
let seeded: boolean;

beforeAll(async () => {
  handle = await createTestDb();
  seeded = await seedDemoData(handle.db, { passwordHash: 'x', now: NOW });
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

async function userId(email: string): Promise<number> {
  const row = await handle.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('seedDemoData', () => {
  it('seeds an empty database and fills every demo table', async () => {
    expect(seeded).toBe(true);
    const tables = [
      'users',
      'developerProfiles',
      'clientProfiles',
      'jobs',
      'jobApplications',
      'conversations',
      'messages',
      'notifications',
      'vettingSubmissions',
    ] as const;
    for (const table of tables) {
      const { count } = await handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(count, table).toBeGreaterThan(0);
    }
  });

  it('creates the README accounts with the promised states', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const user = await handle.db
        .selectFrom('users')
        .select(['role', 'emailVerified'])
        .where('email', '=', account.email)
        .executeTakeFirst();
      expect(user?.role, account.email).toBe(account.role);
      expect(user?.emailVerified, `${account.email} is verified`).toBe(true);
    }
    const profiles = await handle.db
      .selectFrom('developerProfiles')
      .innerJoin('users', 'users.id', 'developerProfiles.userId')
      .select(['users.email', 'isApproved', 'isVerified', 'location'])
      .where('users.email', 'in', ['developer@talanta.dev', 'priya@talanta.dev', 'pending@talanta.dev'])
      .execute();
    const byEmail = new Map(profiles.map((profile) => [profile.email, profile]));
    expect(byEmail.get('developer@talanta.dev')).toMatchObject({ isApproved: true, isVerified: true });
    expect(byEmail.get('developer@talanta.dev')?.location).toMatch(/Kenya$/);
    expect(byEmail.get('priya@talanta.dev')).toMatchObject({ isApproved: true, isVerified: true });
    expect(byEmail.get('priya@talanta.dev')?.location).toMatch(/India$/);
    expect(byEmail.get('pending@talanta.dev')?.isApproved).toBe(false);
  });

  it('keeps people data within the spec rules', async () => {
    const users = await handle.db.selectFrom('users').select(['email', 'phoneNumber', 'createdAt']).execute();
    for (const user of users) {
      if (user.phoneNumber !== null) expect(user.phoneNumber, user.email).toMatch(KENYAN_PHONE);
      expect(user.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
    const profiles = await handle.db.selectFrom('developerProfiles').selectAll().execute();
    const countries = new Set(profiles.map((profile) => profile.location?.split(', ').at(-1)));
    expect(countries).toEqual(new Set(['Kenya', 'India']));
    expect(profiles.filter((profile) => !profile.isApproved).length).toBeGreaterThanOrEqual(2);
    for (const profile of profiles) {
      expect(profile.skills.every((skill) => (PROFILE_SKILLS as readonly string[]).includes(skill))).toBe(
        true,
      );
      expect(profile.hourlyRate).toBeGreaterThanOrEqual(20);
      expect(profile.hourlyRate).toBeLessThanOrEqual(95);
    }
  });

  it('spreads jobs over every category, experience level and budget band', async () => {
    const jobs = await handle.db.selectFrom('jobs').selectAll().execute();
    expect(new Set(jobs.map((job) => job.category))).toEqual(new Set(JOB_CATEGORIES));
    expect(new Set(jobs.map((job) => job.experienceLevel))).toEqual(new Set(JOB_EXPERIENCE_LEVELS));
    expect(jobs.filter((job) => job.status === 'closed').length).toBeGreaterThanOrEqual(2);
    const fixedMaxima = jobs.filter((job) => job.budgetType === 'fixed').map((job) => job.maxBudget);
    expect(fixedMaxima.some((max) => max < 1000)).toBe(true);
    expect(fixedMaxima.some((max) => max > 1000 && max < 5000)).toBe(true);
    expect(fixedMaxima).toContain(5000);
    expect(fixedMaxima.some((max) => max > 5000 && max < 10000)).toBe(true);
    expect(fixedMaxima).toContain(10000);
    expect(fixedMaxima.some((max) => max > 10000)).toBe(true);
    for (const job of jobs) {
      expect(job.requiredSkills.every((skill) => (PROFILE_SKILLS as readonly string[]).includes(skill))).toBe(
        true,
      );
      expect(job.minBudget).toBeLessThanOrEqual(job.maxBudget);
    }
  });

  it('has applications in every status, from approved developers to open jobs posted earlier', async () => {
    const applications = await handle.db
      .selectFrom('jobApplications')
      .innerJoin('jobs', 'jobs.id', 'jobApplications.jobId')
      .innerJoin('developerProfiles', 'developerProfiles.userId', 'jobApplications.developerId')
      .select([
        'jobApplications.developerId',
        'jobApplications.status',
        'jobApplications.createdAt',
        'jobApplications.availableStartDate',
        'jobApplications.coverLetter',
        'jobs.clientId',
        'jobs.status as jobStatus',
        'jobs.createdAt as jobCreatedAt',
        'developerProfiles.isApproved',
      ])
      .execute();
    expect(new Set(applications.map((application) => application.status))).toEqual(
      new Set(APPLICATION_STATUSES),
    );
    for (const application of applications) {
      expect(application.isApproved).toBe(true);
      expect(application.jobStatus).toBe('open');
      expect(application.createdAt.getTime()).toBeGreaterThan(application.jobCreatedAt.getTime());
      expect(application.availableStartDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(application.coverLetter.length).toBeGreaterThanOrEqual(50);
    }
    const developerId = await userId('developer@talanta.dev');
    const own = applications.filter((application) => application.developerId === developerId);
    expect(new Set(own.map((application) => application.status))).toEqual(new Set(APPLICATION_STATUSES));
    const clientId = await userId('client@talanta.dev');
    expect(applications.filter((application) => application.clientId === clientId).length).toBeGreaterThan(5);
  });

  it('keeps conversations consistent with their messages', async () => {
    const conversations = await handle.db.selectFrom('conversations').selectAll().execute();
    expect(conversations.length).toBeGreaterThanOrEqual(3);
    for (const conversation of conversations) {
      const messages = await handle.db
        .selectFrom('messages')
        .selectAll()
        .where('conversationId', '=', conversation.id)
        .orderBy('id')
        .execute();
      const participants = [conversation.userAId, conversation.userBId];
      for (const message of messages) {
        expect(participants).toContain(message.senderId);
        expect(participants).toContain(message.receiverId);
        expect(message.senderId).not.toBe(message.receiverId);
      }
      const times = messages.map((message) => message.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(conversation.lastMessageAt?.getTime()).toBe(times.at(-1));
    }
    const developerId = await userId('developer@talanta.dev');
    const unread = await handle.db
      .selectFrom('messages')
      .select('id')
      .where('receiverId', '=', developerId)
      .where('readAt', 'is', null)
      .execute();
    expect(unread.length).toBeGreaterThan(0);
  });

  it('gives the demo client and developer read and unread notifications of the right kinds', async () => {
    const expectations = [
      ['client@talanta.dev', ['job_application', 'message']],
      ['developer@talanta.dev', ['contract_update', 'message']],
    ] as const;
    for (const [email, types] of expectations) {
      const rows = await handle.db
        .selectFrom('notifications')
        .select(['type', 'isRead', 'link'])
        .where('userId', '=', await userId(email))
        .execute();
      for (const type of types)
        expect(
          rows.some((row) => row.type === type),
          `${email} ${type}`,
        ).toBe(true);
      expect(new Set(rows.map((row) => row.isRead))).toEqual(new Set([true, false]));
      expect(rows.every((row) => row.link?.startsWith('/'))).toBe(true);
    }
  });

  it('has developer applications in all three review states, enough pending for two pages', async () => {
    const rows = await handle.db.selectFrom('vettingSubmissions').selectAll().execute();
    const pending = rows.filter((row) => row.isApproved === null);
    expect(pending.length).toBeGreaterThanOrEqual(11);
    expect(rows.some((row) => row.isApproved === true)).toBe(true);
    expect(rows.some((row) => row.isApproved === false)).toBe(true);
    const adminId = await userId('admin@talanta.dev');
    for (const row of rows) {
      expect(row.reviewedBy).toBe(row.isApproved === null ? null : adminId);
      expect(row.reviewedAt === null).toBe(row.isApproved === null);
      expect(row.bio.length).toBeGreaterThanOrEqual(50);
      expect(row.skills.every((skill) => (VETTING_SKILLS as readonly string[]).includes(skill))).toBe(true);
      expect(row.projects.length).toBeGreaterThanOrEqual(1);
      expect(row.projects.length).toBeLessThanOrEqual(3);
      if (row.phoneNumber !== null) expect(row.phoneNumber).toMatch(KENYAN_PHONE);
    }
  });

  it('gives the demo people time zones and the demo accounts upcoming interviews on interview-stage applications', async () => {
    const zones = await handle.db
      .selectFrom('users')
      .select(['email', 'timeZone'])
      .where('email', 'in', ['client@talanta.dev', 'developer@talanta.dev', 'priya@talanta.dev'])
      .execute();
    expect(Object.fromEntries(zones.map((row) => [row.email, row.timeZone]))).toEqual({
      'client@talanta.dev': 'Europe/London',
      'developer@talanta.dev': 'Africa/Nairobi',
      'priya@talanta.dev': 'Asia/Kolkata',
    });
    const interviews = await handle.db
      .selectFrom('interviews')
      .innerJoin('jobApplications', 'jobApplications.id', 'interviews.applicationId')
      .innerJoin('jobs', 'jobs.id', 'jobApplications.jobId')
      .innerJoin('users as developer', 'developer.id', 'jobApplications.developerId')
      .innerJoin('users as client', 'client.id', 'jobs.clientId')
      .select([
        'interviews.id',
        'interviews.status',
        'interviews.scheduledSlotId',
        'jobApplications.status as applicationStatus',
        'developer.email as developerEmail',
        'client.email as clientEmail',
      ])
      .execute();
    expect(interviews.every((row) => row.applicationStatus === 'interview')).toBe(true);
    const statusesOf = (email: string) =>
      interviews
        .filter((row) => row.clientEmail === email || row.developerEmail === email)
        .map((row) => row.status)
        .sort();
    expect(statusesOf('client@talanta.dev')).toEqual(['proposed', 'scheduled']);
    expect(statusesOf('developer@talanta.dev')).toEqual(['proposed']);
    expect(statusesOf('priya@talanta.dev')).toEqual(['scheduled']);
    const slots = await handle.db
      .selectFrom('interviewSlots')
      .select(['id', 'interviewId', 'startsAt'])
      .execute();
    for (const interview of interviews) {
      const own = slots.filter((slot) => slot.interviewId === interview.id);
      expect(own.length).toBeGreaterThan(0);
      for (const slot of own) expect(slot.startsAt.getTime()).toBeGreaterThan(NOW.getTime());
      if (interview.status === 'scheduled')
        expect(own.map((slot) => slot.id)).toContain(interview.scheduledSlotId);
      else expect(interview.scheduledSlotId).toBeNull();
    }
  });

  it('has contracts with weeks of hours, invoices that add up, reviews and an open offer', async () => {
    const brian = await userId('developer@talanta.dev');
    const contracts = await handle.db
      .selectFrom('contracts')
      .selectAll()
      .where('developerId', '=', brian)
      .execute();
    expect(contracts.map((contract) => contract.status).sort()).toEqual(['active', 'ended']);
    const weeks = await handle.db
      .selectFrom('timesheets')
      .select(['status', 'totalMinutes', 'invoiceId'])
      .execute();
    expect(weeks.length).toBeGreaterThan(10);
    expect(weeks.some((week) => week.status === 'approved' && week.invoiceId !== null)).toBe(true);
    const invoices = await handle.db.selectFrom('invoices').selectAll().execute();
    expect(invoices.length).toBeGreaterThan(0);
    for (const invoice of invoices) {
      const lines = await handle.db
        .selectFrom('invoiceLines')
        .select('amountCents')
        .where('invoiceId', '=', invoice.id)
        .execute();
      expect(lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(invoice.subtotalCents);
      expect(invoice.totalCents).toBe(invoice.subtotalCents + invoice.feeCents);
      expect(invoice.number).toMatch(/^TAL-\d{4}-\d{6}$/);
    }
    const reviewsOfBrian = await handle.db
      .selectFrom('reviews')
      .select('ratingHalves')
      .where('revieweeId', '=', brian)
      .execute();
    expect(reviewsOfBrian).toEqual([{ ratingHalves: 10 }]);
    const sent = await handle.db.selectFrom('offers').select('id').where('status', '=', 'sent').execute();
    expect(sent.length).toBeGreaterThan(0);
  });

  it('does nothing once the database has users', async () => {
    const before = await handle.db.selectFrom('jobs').select('id').execute();
    expect(await seedDemoData(handle.db, { passwordHash: 'x' })).toBe(false);
    const after = await handle.db.selectFrom('jobs').select('id').execute();
    expect(after.length).toBe(before.length);
  });

  it('lets only one of two concurrent seeders win', async () => {
    const fresh = await createTestDb();
    try {
      const results = await Promise.all([
        seedDemoData(fresh.db, { passwordHash: 'x' }),
        seedDemoData(fresh.db, { passwordHash: 'x' }),
      ]);
      expect(results.sort()).toEqual([false, true]);
      const users = await fresh.db.selectFrom('users').select('id').execute();
      const seededUsers = await handle.db.selectFrom('users').select('id').execute();
      expect(users.length).toBe(seededUsers.length);
    } finally {
      await fresh.close();
    }
  }, 60_000);
});
