import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { applyTo, postJob, trpcAs, useActors } from './helpers/jobs';
import { useTalentMarketplace } from './helpers/talent';

/**
 * Matching (issue 14): GET /api/jobs/:id/matches for the job's client and GET /api/jobs/recommended
 * for developers, scored by scoreMatch with the hand-worked figures below (docs/matching.md).
 * Every seeded profile has 7 of its 10 parts (no GitHub, LinkedIn or photo): 70% complete.
 */

const t = useTestApp();
const seeded = useTalentMarketplace(t);
const { client, otherClient, developer, admin } = useActors(t, {
  client: 'client',
  otherClient: 'client',
  developer: 'developer',
  admin: 'admin',
});

/** React, Go and Kubernetes at $30-50/hr, Intermediate, a contract; every zone is UTC (8 h overlap). */
const PLATFORM_JOB = {
  title: 'Platform engineer for our payments stack',
  requiredSkills: ['React', 'Go', 'Kubernetes'],
  minBudget: 30,
  maxBudget: 50,
  experienceLevel: 'Intermediate',
  projectType: 'contract',
};

type MatchRow = { developer: { user: { firstName: string } }; score: number; reasons: { text: string }[] };
const firstNames = (rows: MatchRow[]) => rows.map((row) => row.developer.user.firstName);

describe('GET /api/jobs/:id/matches', () => {
  it('ranks approved developers sharing a skill by score, with the reasons of each part', async () => {
    const job = await postJob(client, PLATFORM_JOB);
    const response = await client.http.get(`/api/jobs/${job.id}/matches`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    // Arjun: 100, 100, 100, 100, 100, vetting .3×.7 = 21 → 92.1. Brian: 2 of 3 = 67, 100, 7 years
    // above Intermediate 80, 100, 100, 21 → 75.9. Priya: 33, 20% over 60, 5 years 100, part-time
    // for a contract 50, 100, verified .4 + .21 = 61 → 58.3. Wanjiku shares no skill; Joy and Rahul
    // are not approved.
    expect(response.body.map((row: MatchRow) => [row.developer.user.firstName, row.score])).toEqual([
      ['Arjun', 92],
      ['Brian', 76],
      ['Priya', 58],
    ]);
    expect(response.headers['x-total-count']).toBe('3');
    expect(response.body[0].reasons).toEqual([
      { factor: 'skills', score: 100, weight: 40, text: 'Has all 3 required skills' },
      { factor: 'rate', score: 100, weight: 15, text: '$35/hr within $30-50' },
      { factor: 'experience', score: 100, weight: 15, text: '3 years, Intermediate' },
      { factor: 'availability', score: 100, weight: 10, text: 'Available for contracts, as the job needs' },
      { factor: 'timeZone', score: 100, weight: 10, text: '8 h overlap with your working day' },
      { factor: 'vetting', score: 21, weight: 10, text: 'Not verified yet, profile 70% complete' },
    ]);
    expect(response.body[2].reasons.map((reason: { text: string }) => reason.text)).toEqual([
      'Has 1 of 3 required skills (missing Go, Kubernetes)',
      '$60/hr, above $30-50 by 20%',
      '5 years, Intermediate',
      'Available part-time; the job is a contract',
      '8 h overlap with your working day',
      'Verified, profile 70% complete',
    ]);
    // Public profile only: never an email or a phone number.
    expect(JSON.stringify(response.body)).not.toMatch(/@example\.com|\+254/);
  });

  it('pages over the ranking and filters like talent search', async () => {
    const job = await postJob(client, PLATFORM_JOB);
    const page = await client.http.get(`/api/jobs/${job.id}/matches?limit=1&offset=1`);
    expect(firstNames(page.body)).toEqual(['Brian']);
    expect(page.headers['x-total-count']).toBe('3');
    const contract = await client.http.get(`/api/jobs/${job.id}/matches?availability=contract`);
    expect(firstNames(contract.body)).toEqual(['Arjun', 'Brian']);
    const words = await client.http.get(`/api/jobs/${job.id}/matches?search=engineer%20india`);
    expect(firstNames(words.body)).toEqual(['Arjun']);
    const beyond = await client.http.get(`/api/jobs/${job.id}/matches?offset=3`);
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('3');
  });

  it('matches near-equivalent spellings and scores in the client time zone', async () => {
    await t.db
      .updateTable('users')
      .set({ timeZone: 'Asia/Kolkata' })
      .where('id', '=', seeded.wanjiku.userId)
      .execute();
    const job = await postJob(client, { ...PLATFORM_JOB, requiredSkills: ['kotlin', 'JAVA'] });
    const response = await client.http.get(`/api/jobs/${job.id}/matches`);
    expect(firstNames(response.body)).toEqual(['Wanjiku']);
    const texts = response.body[0].reasons.map((reason: { text: string }) => reason.text);
    expect(texts[0]).toBe('Has all 2 required skills');
    // The client's day 09:00-17:00 UTC, hers 03:30-11:30 UTC: 2.5 h.
    expect(texts[4]).toBe('2.5 h overlap with your working day');
  });

  it('is the same ranking over tRPC, and the same on every call', async () => {
    const job = await postJob(client, PLATFORM_JOB);
    const trpc = await trpcAs(t, client);
    const first = await trpc.client.job.matches.query({ id: job.id });
    const second = await trpc.client.job.matches.query({ id: job.id });
    expect(second).toEqual(first);
    expect(first.total).toBe(3);
    expect(first.matches.map((match) => [match.developer.user.firstName, match.score])).toEqual([
      ['Arjun', 92],
      ['Brian', 76],
      ['Priya', 58],
    ]);
  });

  it('answers only the job’s client: others 403, visitors 401, a missing job 404', async () => {
    const job = await postJob(client, PLATFORM_JOB);
    for (const actor of [otherClient, developer, admin]) {
      const response = await actor.http.get(`/api/jobs/${job.id}/matches`);
      expect(response.status).toBe(403);
    }
    expect((await t.http().get(`/api/jobs/${job.id}/matches`)).status).toBe(401);
    expect((await client.http.get('/api/jobs/999999/matches')).status).toBe(404);
    const bad = await client.http.get(`/api/jobs/${job.id}/matches?limit=0`);
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/jobs/recommended', () => {
  it('ranks open jobs for the developer with reasons in their words, leaving out applied and closed ones', async () => {
    await t.db
      .updateTable('developerProfiles')
      .set({
        title: 'Go engineer',
        bio: 'Payment services in Go with React admin screens.',
        skills: ['Golang', 'React.js'],
        hourlyRate: 40,
        yearsOfExperience: 3,
        availability: 'contract',
        location: 'Nairobi, Kenya',
      })
      .where('userId', '=', developer.user.id)
      .execute();
    const client2 = otherClient;
    const platform = await postJob(client2, PLATFORM_JOB);
    const goOnly = await postJob(client2, { ...PLATFORM_JOB, title: 'Go services', requiredSkills: ['Go'] });
    const kotlin = await postJob(client2, {
      ...PLATFORM_JOB,
      title: 'Android app',
      requiredSkills: ['Kotlin'],
    });
    const applied = await postJob(client2, {
      ...PLATFORM_JOB,
      title: 'Applied already',
      requiredSkills: ['Go'],
    });
    const closed = await postJob(client2, { ...PLATFORM_JOB, title: 'Closed', requiredSkills: ['Go'] });
    await applyTo(developer, applied.id);
    expect((await client2.http.put(`/api/jobs/${closed.id}/close`, {})).status).toBe(200);

    const response = await developer.http.get('/api/jobs/recommended');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const mine = response.body.filter(
      (row: { job: { clientId: number } }) => row.job.clientId === client2.user.id,
    );
    // Go only: all 1 skill; platform: 2 of 3 (67). Both $40 in budget, 3 years Intermediate,
    // contract, 8 h; vetting .3 × 70% = 21. Go: (4000+1500+1500+1000+1000+210)/100 = 92;
    // platform: (2680+1500+1500+1000+1000+210)/100 = 78.9 → 79.
    expect(mine.map((row: { job: { id: number }; score: number }) => [row.job.id, row.score])).toEqual([
      [goOnly.id, 92],
      [platform.id, 79],
    ]);
    const ids = response.body.map((row: { job: { id: number } }) => row.job.id);
    expect(ids).not.toContain(kotlin.id);
    expect(ids).not.toContain(applied.id);
    expect(ids).not.toContain(closed.id);
    expect(mine[1].reasons.map((reason: { text: string }) => reason.text)).toEqual([
      'Has 2 of 3 required skills (missing Kubernetes)',
      '$40/hr within $30-50',
      '3 years, Intermediate',
      'Available for contracts, as the job needs',
      "8 h overlap with the client's working day",
      'Not verified yet, profile 70% complete',
    ]);
    expect(response.headers['x-total-count']).toBe(String(response.body.length));

    // Filtered like Browse Jobs (its Recommended sort): the search narrows the ranking.
    const searched = await developer.http.get('/api/jobs/recommended?search=services');
    expect(searched.status).toBe(200);
    expect(searched.body.map((row: { job: { id: number } }) => row.job.id)).toEqual([goOnly.id]);
    const trpc = await trpcAs(t, developer);
    const typed = await trpc.client.job.recommended.query({ search: 'platform engineer', limit: 50 });
    const typedMine = typed.matches.filter((row) => row.job.clientId === client2.user.id);
    expect(typedMine.map((row) => [row.job.id, row.score])).toEqual([[platform.id, 79]]);
    expect((await developer.http.get('/api/jobs/recommended?category=Cooking')).status).toBe(400);
  });

  it('is for developers only', async () => {
    expect((await client.http.get('/api/jobs/recommended')).status).toBe(403);
    expect((await admin.http.get('/api/jobs/recommended')).status).toBe(403);
    expect((await t.http().get('/api/jobs/recommended')).status).toBe(401);
    expect((await developer.http.get('/api/jobs/recommended?offset=-1')).status).toBe(400);
  });
});
