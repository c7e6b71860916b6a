import { REVIEW_MESSAGES, SKILL_CATEGORIES, shownPublicFigures } from '@talanta/schema';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { contractAt, insertApprovedWeek, mondayWeeksAgo } from './helpers/invoices';
import { type Actor, postJob, signedInActor } from './helpers/jobs';
import { dateIn } from './helpers/offers';
import { backdateEnd, endContract, postReview, profileIdOf, review } from './helpers/reviews';

const t = useTestApp();

/** Each read computes the figures afresh (they are otherwise kept for a minute). */
async function readFresh(path: '/api/stats/public' | '/api/testimonials' | '/api/companies') {
  const { caches } = t.app.services;
  caches.publicStats.clear();
  caches.testimonials.clear();
  caches.listedCompanies.clear();
  const response = await t.http().get(path);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=60');
  return response.body;
}

const noDevelopersInAnyCategory = Object.fromEntries(SKILL_CATEGORIES.map((category) => [category.id, 0]));

describe('the public figures of an empty platform', () => {
  it('counts nothing, and the pages show no figure, testimonial or company', async () => {
    const stats = await readFresh('/api/stats/public');
    expect(stats).toEqual({
      companies: 0,
      approvedDevelopers: 0,
      paidToDevelopersCents: 0,
      averageRating: null,
      reviewCount: 0,
      acceptanceRate: null,
      vettingDecisions: 0,
      medianHoursToFirstIntroduction: null,
      introducedJobs: 0,
      introducedWithin24HoursShare: null,
      jobsLast30Days: 0,
      medianDaysToHire: null,
      hiredJobs: 0,
      developersBySkillCategory: noDevelopersInAnyCategory,
      computedAt: expect.any(String),
    });
    expect(shownPublicFigures(stats)).toEqual({
      companies: null,
      approvedDevelopers: null,
      paidToDevelopersCents: null,
      averageRating: null,
      topPercent: null,
      medianHoursToFirstIntroduction: null,
      introducedWithin24HoursPercent: null,
      medianDaysToHire: null,
      developersBySkillCategory: {},
    });
    expect(await readFresh('/api/testimonials')).toEqual([]);
    expect(await readFresh('/api/companies')).toEqual([]);
  });
});

/**
 * Known data: two companies hiring (a third deleted its account), two approved developers and one
 * not, two jobs hired 3 and 5 days after posting, one paid invoice and one unpaid, three reviews
 * of which two are clients' visible reviews of developers, five vetting decisions (one pending), and
 * the two jobs' first introductions 2 and 30 hours after posting.
 */
describe('the public figures of known data', () => {
  let kilima: Actor;
  let harbor: Actor;
  let priya: { developer: Actor; contractId: number };
  let tom: { developer: Actor; contractId: number };

  async function hiredAfter(jobId: number, contractId: number, days: number) {
    await sql`update jobs set created_at = contracts.created_at - make_interval(days => ${days})
      from contracts where contracts.id = ${contractId} and jobs.id = ${jobId}`.execute(t.db);
  }

  async function introducedAfter(jobId: number, developerUserId: number, hours: number) {
    const developerId = await profileIdOf(t.db, developerUserId);
    await sql`insert into job_introductions (job_id, developer_id, score, introduced_at)
      select id, ${developerId}, 90, created_at + make_interval(hours => ${hours}) from jobs where id = ${jobId}
      on conflict (job_id, developer_id) do update set introduced_at = excluded.introduced_at`.execute(t.db);
  }

  async function vettingDecision(isApproved: boolean | null, name: string) {
    await t.db
      .insertInto('vettingSubmissions')
      .values({
        firstName: name,
        lastName: 'Applicant',
        email: `${name.toLowerCase()}@example.com`,
        githubUrl: `https://github.com/${name}`,
        linkedinUrl: `https://linkedin.com/in/${name}`,
        areaOfExpertise: 'Backend',
        experienceLevel: '1-3',
        skills: ['Go'],
        bio: 'x'.repeat(60),
        projects: '[]',
        isApproved,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then(async ({ id }) => {
        // The rate counts recorded decisions (vetting_decisions), as a review records them.
        if (isApproved === null) return;
        await t.db
          .insertInto('vettingDecisions')
          .values({
            submissionId: id,
            round: 1,
            decision: isApproved ? 'approved' : 'rejected',
            decidedBy: null,
            stages: '[]',
          })
          .execute();
      });
  }

  beforeAll(async () => {
    const admin = await signedInActor(t, 'admin');
    kilima = await signedInActor(t, 'client', { firstName: 'Sarah', lastName: 'Collins' });
    harbor = await signedInActor(t, 'client', { firstName: 'Rohan', lastName: 'Mehta' });
    const opted = await kilima.http.put('/api/clients/profile/settings', {
      companyName: 'Kilima Pay',
      industry: 'Finance',
      listedPublicly: true,
    });
    expect(opted.status, JSON.stringify(opted.body)).toBe(200);
    expect(opted.body.listedPublicly).toBe(true);
    await harbor.http.put('/api/clients/profile/settings', { companyName: 'Harbor Logistics' });
    // A company that opted in and then deleted its account is neither counted nor named.
    const gone = await signedInActor(t, 'client', { firstName: 'Gone', lastName: 'Away' });
    await t.db
      .updateTable('clientProfiles')
      .set({ companyName: 'Gone Ltd', listedPublicly: true })
      .where('userId', '=', gone.user.id)
      .execute();
    await t.db.updateTable('users').set({ deletedAt: new Date() }).where('id', '=', gone.user.id).execute();

    const kilimaJob = await postJob(kilima, { title: 'Payments engineer' });
    const harborJob = await postJob(harbor, { title: 'Android engineer' });
    priya = await contractAt(t, kilima, kilimaJob.id, 45.5, { firstName: 'Priya', lastName: 'Sharma' });
    tom = await contractAt(t, harbor, harborJob.id, 30, { firstName: 'Tom', lastName: 'Mwangi' });
    await hiredAfter(kilimaJob.id, priya.contractId, 3);
    await hiredAfter(harborJob.id, tom.contractId, 5);
    // Kilima's job met its first match 2 hours after posting, Harbor's 30 hours after.
    await introducedAfter(kilimaJob.id, priya.developer.user.id, 2);
    await introducedAfter(harborJob.id, tom.developer.user.id, 30);
    const unapproved = await signedInActor(t, 'developer', { approved: false });
    for (const [userId, skills] of [
      [priya.developer.user.id, ['React.js', 'Node']],
      [tom.developer.user.id, ['Kotlin']],
      [unapproved.user.id, ['React', 'Kotlin']],
    ] as const) {
      await t.db
        .updateTable('developerProfiles')
        .set({ skills: [...skills] })
        .where('userId', '=', userId)
        .execute();
    }

    // Priya's 10 hours at $45.50 are paid; Tom's 2 hours at $30 are invoiced, not paid.
    await insertApprovedWeek(t.db, priya.contractId, mondayWeeksAgo(1), 600);
    await insertApprovedWeek(t.db, tom.contractId, mondayWeeksAgo(1), 120);
    const made = await admin.http.post('/api/admin/invoices/generate', { through: dateIn(-1) });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const kilimaInvoice = made.body.find(
      (invoice: { client: { id: number } }) => invoice.client.id === kilima.user.id,
    );
    const paid = await admin.http.put(`/api/admin/invoices/${kilimaInvoice.id}/paid`, {
      reference: 'BANK-1',
      paidAt: dateIn(0),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    await endContract(kilima, priya.contractId);
    await endContract(harbor, tom.contractId);
    const quote = 'Priya shipped our payouts service early, with tests and clear documentation.';
    await review(kilima, priya.contractId, { rating: 4.5, comment: quote, quoteConsent: true });
    // A developer's review of a client is no testimonial, consent or not.
    await review(priya.developer, priya.contractId, { rating: 5, quoteConsent: true });
    await review(harbor, tom.contractId, { rating: 4, quoteConsent: false });
    // Tom never reviews: Harbor's review shows once the 30 days have passed.
    await backdateEnd(t.db, tom.contractId, 31);

    for (const [index, decision] of [true, true, true, false, null].entries()) {
      await vettingDecision(decision, `Applicant${index}`);
    }
  });

  it('computes each figure from the rows it describes', async () => {
    const stats = await readFresh('/api/stats/public');
    expect(stats).toEqual({
      companies: 2,
      approvedDevelopers: 2,
      paidToDevelopersCents: 45_500,
      averageRating: 4.25,
      reviewCount: 2,
      acceptanceRate: 0.75,
      vettingDecisions: 4,
      medianHoursToFirstIntroduction: 16,
      introducedJobs: 2,
      introducedWithin24HoursShare: 0.5,
      jobsLast30Days: 2,
      medianDaysToHire: 4,
      hiredJobs: 2,
      developersBySkillCategory: {
        ...noDevelopersInAnyCategory,
        'full-stack': 1,
        frontend: 1,
        backend: 1,
        mobile: 1,
      },
      computedAt: expect.any(String),
    });
    // Below every floor: the pages show none of them.
    const shown = shownPublicFigures(stats);
    expect(Object.values(shown).filter((figure) => figure !== null && typeof figure !== 'object')).toEqual(
      [],
    );
    expect(shown.averageRating).toBeNull();
    expect(shown.developersBySkillCategory).toEqual({});
  });

  it('quotes only the clients who agreed, with their name and company', async () => {
    expect(await readFresh('/api/testimonials')).toEqual([
      {
        id: expect.any(Number),
        quote: 'Priya shipped our payouts service early, with tests and clear documentation.',
        rating: 4.5,
        author: {
          firstName: 'Sarah',
          lastName: 'Collins',
          company: 'Kilima Pay',
          industry: 'Finance',
          imageUrl: null,
        },
        developerFirstName: 'Priya',
        createdAt: expect.any(String),
      },
    ]);
  });

  it('names only the companies that opted in', async () => {
    expect(await readFresh('/api/companies')).toEqual([
      { id: expect.any(Number), name: 'Kilima Pay', industry: 'Finance', logoUrl: null },
    ]);
    const own = await kilima.http.get('/api/clients/profile');
    expect(own.body.listedPublicly).toBe(true);
    const other = await harbor.http.get('/api/clients/profile');
    expect(other.body.listedPublicly).toBe(false);
  });

  it('keeps the figures for a minute: a change shows with the next computation', async () => {
    const before = await readFresh('/api/companies');
    await harbor.http.put('/api/clients/profile/settings', { listedPublicly: true });
    const cached = await t.http().get('/api/companies');
    expect(cached.body).toEqual(before);
    expect((await readFresh('/api/companies')).map((company: { name: string }) => company.name)).toEqual([
      'Kilima Pay',
      'Harbor Logistics',
    ]);
  });

  it('refuses a consent that is not true or false, with its message', async () => {
    const response = await postReview(tom.developer, tom.contractId, { quoteConsent: 'yes' });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(REVIEW_MESSAGES.quoteConsent);
  });
});
