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
    expect(text).not.toContain('87');
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
