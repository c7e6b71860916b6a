import { describe, expect, it } from 'vitest';
import { decide, submitApplication } from './helpers/admin';
import { useTestApp } from './helpers/app';
import { signedInActor, useActors } from './helpers/jobs';

/**
 * A developer's background on the public talent outputs (issue 38): the stages their approved
 * vetting application passed (never the scores, notes or references' answers) and its projects.
 */

const t = useTestApp({
  env: { SESSION_SECRET: 'developer-background-test-secret-0123456789ab', REAPPLY_AFTER_DAYS: '0' },
});

const { admin } = useActors(t, { admin: 'admin' });

const setStage = (id: number, body: Record<string, unknown>) =>
  admin.http.put(`/api/admin/developer-applications/${id}/stage`, body);

/** A developer account whose vetting application (under the account's email) an admin approved. */
async function vettedDeveloper() {
  const developer = await signedInActor(t, 'developer', { approved: false, firstName: 'Akinyi' });
  // A confirmed email: approval then approves the account's profile.
  await t.db.updateTable('users').set({ emailVerified: true }).where('id', '=', developer.user.id).execute();
  const { id } = await submitApplication(t, { email: developer.email, firstName: 'Akinyi' });
  for (const [stage, state, notes] of [
    ['application', 'passed'],
    ['assessment', 'passed'],
    ['interview', 'passed', 'Private: hesitant on system design'],
    ['references', 'skipped'],
  ] as const) {
    const response = await setStage(id, { stage, state, ...(notes ? { notes } : {}) });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  }
  await t.db
    .updateTable('vettingStages')
    .set({ score: 87 })
    .where('submissionId', '=', id)
    .where('key', '=', 'assessment')
    .execute();
  await decide(admin.http, id, 'approve');
  const profile = await t.db
    .selectFrom('developerProfiles')
    .select(['id', 'isApproved'])
    .where('userId', '=', developer.user.id)
    .executeTakeFirstOrThrow();
  expect(profile.isApproved).toBe(true);
  return { developer, submissionId: id, profileId: profile.id };
}

describe('passed vetting stages and projects on the public profile', () => {
  it('shows the passed stages after the application, in order, and the projects, never scores or notes', async () => {
    const { profileId } = await vettedDeveloper();
    const response = await t.http().get(`/api/developers/${profileId}`);
    expect(response.status).toBe(200);
    expect(response.body.vetting).toEqual({
      passed: ['assessment', 'interview'],
      approvedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(response.body.projects).toEqual([
      {
        name: 'Duka POS',
        description: 'Point of sale for 40 shops with M-Pesa checkout.',
        link: 'https://duka.example',
      },
      { name: 'Route planner', description: 'Delivery routes for a Mombasa logistics firm.', link: null },
    ]);
    const text = JSON.stringify(response.body);
    // The vetting object is exactly the above (no score of 87); no notes, no score anywhere.
    expect(text).not.toContain('hesitant');
    expect(text).not.toContain('score');
  });

  it('shows the same on the talent list, whose cache hears of a stage changed by hand', async () => {
    const { profileId, submissionId } = await vettedDeveloper();
    const find = async () => {
      const response = await t.http().get('/api/developers/all?limit=100');
      expect(response.status).toBe(200);
      return response.body.find((developer: { id: number }) => developer.id === profileId);
    };
    expect((await find()).vetting.passed).toEqual(['assessment', 'interview']);
    expect((await find()).projects).toHaveLength(2);
    // A stage changed by hand after approval (an admin's script): the talent caches hear of it.
    const heard = new Promise<void>((resolve) => {
      const stop = t.app.services.caches.onSignal((signal) => {
        if (signal !== 'talent') return;
        stop();
        resolve();
      });
    });
    await t.db
      .updateTable('vettingStages')
      .set({ state: 'passed' })
      .where('submissionId', '=', submissionId)
      .where('key', '=', 'references')
      .execute();
    await heard;
    expect((await find()).vetting.passed).toEqual(['assessment', 'interview', 'references']);
  });

  it('has no vetting and no projects for a developer approved without a vetting application', async () => {
    const developer = await signedInActor(t, 'developer');
    const profile = await t.db
      .selectFrom('developerProfiles')
      .select('id')
      .where('userId', '=', developer.user.id)
      .executeTakeFirstOrThrow();
    const response = await t.http().get(`/api/developers/${profile.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ vetting: null, projects: [] });
  });
});

describe('work history and languages', () => {
  const { developer } = useActors(t, { developer: ['developer', { firstName: 'Baraka' }] });

  const profileOf = async () => {
    const row = await t.db
      .selectFrom('developerProfiles')
      .select('id')
      .where('userId', '=', developer.user.id)
      .executeTakeFirstOrThrow();
    return (await t.http().get(`/api/developers/${row.id}`)).body;
  };

  it('replaces the work history in the order given; an empty end means still there', async () => {
    const first = await developer.http.put('/api/developers/profile/work-history', {
      workHistory: [
        { company: ' Kilima Pay ', title: 'Senior engineer', startedOn: '2022-03-01', endedOn: '' },
        { company: 'Duka Logistics', title: 'Engineer', startedOn: '2019-01-07', endedOn: '2022-02-25' },
      ],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const expected = [
      { company: 'Kilima Pay', title: 'Senior engineer', startedOn: '2022-03-01', endedOn: null },
      { company: 'Duka Logistics', title: 'Engineer', startedOn: '2019-01-07', endedOn: '2022-02-25' },
    ];
    expect(first.body).toEqual({ message: 'Work history saved', workHistory: expected });
    expect((await profileOf()).workHistory).toEqual(expected);

    const replaced = await developer.http.put('/api/developers/profile/work-history', {
      workHistory: [expected[1]],
    });
    expect(replaced.body.workHistory).toEqual([expected[1]]);
    expect((await profileOf()).workHistory).toEqual([expected[1]]);
    // The account export holds it too.
    const exported = await developer.http.get('/api/account/export');
    expect(exported.body.workHistory).toEqual([{ ...expected[1], position: 0 }]);
  });

  it('refuses an end before the start, more than 20 jobs and a missing company, naming the field', async () => {
    const job = { company: 'Kilima Pay', title: 'Engineer', startedOn: '2022-03-01', endedOn: null };
    const early = await developer.http.put('/api/developers/profile/work-history', {
      workHistory: [job, { ...job, endedOn: '2022-02-28' }],
    });
    expect(early.status).toBe(400);
    expect(early.body.issues).toEqual([
      expect.objectContaining({ path: 'workHistory.1.endedOn', message: 'The end date is before the start' }),
    ]);
    const many = await developer.http.put('/api/developers/profile/work-history', {
      workHistory: Array.from({ length: 21 }, () => job),
    });
    expect(many.status).toBe(400);
    expect(many.body.message).toBe('At most 20 jobs');
    const blank = await developer.http.put('/api/developers/profile/work-history', {
      workHistory: [{ ...job, company: '  ' }],
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Enter the company');
  });

  it('replaces the languages, each once in any case, with a CEFR level or native', async () => {
    const saved = await developer.http.put('/api/developers/profile/languages', {
      languages: [
        { language: 'Swahili', level: 'native' },
        { language: 'English', level: 'C1' },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const expected = [
      { language: 'English', level: 'C1' },
      { language: 'Swahili', level: 'native' },
    ];
    expect(saved.body.languages).toEqual(expected);
    expect((await profileOf()).languages).toEqual(expected);

    const twice = await developer.http.put('/api/developers/profile/languages', {
      languages: [
        { language: 'English', level: 'C1' },
        { language: 'english', level: 'B2' },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('Each language once');
    const level = await developer.http.put('/api/developers/profile/languages', {
      languages: [{ language: 'French', level: 'fluent' }],
    });
    expect(level.status).toBe(400);
    expect(level.body.message).toBe('Choose a level: A1, A2, B1, B2, C1, C2 or native');
    const many = await developer.http.put('/api/developers/profile/languages', {
      languages: Array.from({ length: 11 }, (_, index) => ({ language: `Language ${index}`, level: 'A1' })),
    });
    expect(many.status).toBe(400);
    expect((await profileOf()).languages).toEqual(expected);
  });

  it('is for developers only', async () => {
    const client = await signedInActor(t, 'client');
    const refused = await client.http.put('/api/developers/profile/languages', { languages: [] });
    expect(refused.status).toBe(403);
  });
});
