import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { auditRowsFor, outboxFor, submitApplication } from './helpers/admin';
import { useTestApp } from './helpers/app';
import { signedInActor, useActors } from './helpers/jobs';

/**
 * Vetting stages (issue 38): every submission's round has four stages; an admin records them in
 * order, approval waits for the ones marked required, every decision is kept with the stages as
 * they stood, and the acceptance rate counts those decisions.
 */

// New submissions here wait for the assessment and the interview as well as the application.
const t = useTestApp({
  env: {
    SESSION_SECRET: 'vetting-stages-test-secret-0123456789abcdef',
    VETTING_REQUIRED_STAGES: 'assessment,interview',
    REAPPLY_AFTER_DAYS: '0',
  },
});

const { admin } = useActors(t, { admin: ['admin', { firstName: 'Amina', lastName: 'Wekesa' }] });

function setStage(id: number, body: Record<string, unknown>) {
  return admin.http.put(`/api/admin/developer-applications/${id}/stage`, body);
}

const stateOf = (body: { stages: { key: string; state: string; required: boolean }[] }) =>
  Object.fromEntries(body.stages.map((stage) => [stage.key, `${stage.state}${stage.required ? '*' : ''}`]));

describe('stages of a new submission', () => {
  it('starts with four pending stages, the configured ones required', async () => {
    const { id } = await submitApplication(t);
    const response = await admin.http.get('/api/admin/developer-applications');
    const listed = response.body.find((application: { id: number }) => application.id === id);
    expect(listed.round).toBe(1);
    expect(listed.stage).toBe('application');
    expect(stateOf(listed)).toEqual({
      application: 'pending*',
      assessment: 'pending*',
      interview: 'pending*',
      references: 'pending',
    });
  });

  it('refuses approval until every required stage passed, naming them', async () => {
    const { id } = await submitApplication(t);
    const early = await admin.http.put(`/api/admin/developer-applications/${id}/approve`);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Complete the required stages first: Assessment, Interview');

    expect((await setStage(id, { stage: 'application', state: 'passed' })).status).toBe(200);
    expect((await setStage(id, { stage: 'assessment', state: 'passed' })).status).toBe(200);
    const halfway = await admin.http.put(`/api/admin/developer-applications/${id}/approve`);
    expect(halfway.status).toBe(409);
    expect(halfway.body.message).toBe('Complete the required stages first: Interview');

    const interview = await setStage(id, {
      stage: 'interview',
      state: 'passed',
      notes: 'Clear and careful.',
    });
    expect(interview.status).toBe(200);
    expect(interview.body.stage).toBe('decision');
    const approved = await admin.http.put(`/api/admin/developer-applications/${id}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(stateOf(approved.body.application)).toEqual({
      application: 'passed*',
      assessment: 'passed*',
      interview: 'passed*',
      references: 'pending',
    });
    // The decision is kept with the stages as they stood.
    const decisions = await t.db
      .selectFrom('vettingDecisions')
      .select(['decision', 'round', 'decidedBy', 'stages'])
      .where('submissionId', '=', id)
      .execute();
    expect(decisions).toEqual([
      {
        decision: 'approved',
        round: 1,
        decidedBy: admin.user.id,
        stages: [
          { key: 'application', state: 'passed', required: true, score: null },
          { key: 'assessment', state: 'passed', required: true, score: null },
          { key: 'interview', state: 'passed', required: true, score: null },
          { key: 'references', state: 'pending', required: false, score: null },
        ],
      },
    ]);
  });

  it('lets an admin make a stage optional, and then approval goes ahead without it', async () => {
    const { id } = await submitApplication(t);
    expect((await setStage(id, { stage: 'assessment', state: 'skipped', required: false })).status).toBe(200);
    expect((await setStage(id, { stage: 'interview', state: 'pending', required: false })).status).toBe(200);
    const approved = await admin.http.put(`/api/admin/developer-applications/${id}/approve`);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    // Approving is also the application's screening.
    expect(stateOf(approved.body.application)).toEqual({
      application: 'passed*',
      assessment: 'skipped',
      interview: 'pending',
      references: 'pending',
    });
  });

  it('keeps the rules: order, required never skipped, the application always required, nothing after the decision', async () => {
    const { id } = await submitApplication(t);
    const outOfOrder = await setStage(id, { stage: 'interview', state: 'passed' });
    expect(outOfOrder.status).toBe(409);
    expect(outOfOrder.body.message).toBe('Stages go in order: Application comes first');

    const skipRequired = await setStage(id, { stage: 'assessment', state: 'skipped' });
    expect(skipRequired.status).toBe(409);
    expect(skipRequired.body.message).toBe('A required stage cannot be skipped');

    const optionalApplication = await setStage(id, {
      stage: 'application',
      state: 'pending',
      required: false,
    });
    expect(optionalApplication.status).toBe(409);
    expect(optionalApplication.body.message).toBe('The application stage is always required');

    // Scheduling is not passing: it needs no earlier stage.
    const scheduled = await setStage(id, {
      stage: 'interview',
      state: 'scheduled',
      scheduledAt: '2031-03-04T09:30:00.000Z',
    });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.stages[2]).toMatchObject({
      state: 'scheduled',
      scheduledAt: '2031-03-04T09:30:00.000Z',
    });

    expect((await admin.http.put(`/api/admin/developer-applications/${id}/reject`)).status).toBe(200);
    const afterDecision = await setStage(id, { stage: 'assessment', state: 'passed' });
    expect(afterDecision.status).toBe(409);
    expect(afterDecision.body.message).toBe('This application is already decided');

    const missing = await setStage(2_000_000_000, { stage: 'assessment', state: 'passed' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Application not found');
  });

  it('refuses bad input with a 400 and its message', async () => {
    const { id } = await submitApplication(t);
    const badStage = await setStage(id, { stage: 'coffee', state: 'passed' });
    expect(badStage.status).toBe(400);
    expect(JSON.stringify(badStage.body)).toContain(
      'Stage must be application, assessment, interview or references',
    );
    const badState = await setStage(id, { stage: 'assessment', state: 'done' });
    expect(badState.status).toBe(400);
    expect(JSON.stringify(badState.body)).toContain(
      'State must be pending, scheduled, passed, failed or skipped',
    );
  });

  it('audits each change, tells the applicant by email, and only admins may record one', async () => {
    const { id, email } = await submitApplication(t, { firstName: 'Imani' });
    expect(
      (await setStage(id, { stage: 'application', state: 'passed', notes: 'Good projects' })).status,
    ).toBe(200);
    const [row] = await auditRowsFor(t, 'application.stage', id);
    expect(row).toMatchObject({
      actorId: admin.user.id,
      targetType: 'vetting_submission',
      before: { stage: 'application', state: 'pending' },
      after: { stage: 'application', state: 'passed' },
    });
    const sent = (await outboxFor(t, email)).map((mail) => mail.subject);
    expect(sent).toContain('Your Talanta vetting: application passed');
    // Notes are the admins' own: a notes-only change sends nothing more.
    expect(
      (await setStage(id, { stage: 'application', state: 'passed', notes: 'Very good projects' })).status,
    ).toBe(200);
    expect((await outboxFor(t, email)).length).toBe(sent.length);

    const developer = await signedInActor(t, 'developer');
    expect(
      (
        await developer.http.put(`/api/admin/developer-applications/${id}/stage`, {
          stage: 'assessment',
          state: 'passed',
        })
      ).status,
    ).toBe(403);
  });
});

describe('GET /api/vetting/status', () => {
  it('shows the applicant their own stages, without admin notes, and 404 before they applied', async () => {
    const developer = await signedInActor(t, 'developer');
    const none = await developer.http.get('/api/vetting/status');
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('No vetting application yet');

    const { id } = await submitApplication(t, { email: developer.user.email });
    await setStage(id, { stage: 'application', state: 'passed', notes: 'Admin-only remark' });
    const response = await developer.http.get('/api/vetting/status');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      submissionId: id,
      stage: 'assessment',
      decision: null,
      rejectionReason: null,
      reapplyAfter: null,
    });
    expect(response.body.stages.map((stage: { key: string }) => stage.key)).toEqual([
      'application',
      'assessment',
      'interview',
      'references',
    ]);
    expect(JSON.stringify(response.body)).not.toContain('Admin-only remark');
    expect(Object.keys(response.body.stages[0]).sort()).toEqual([
      'completedAt',
      'extraTime',
      'key',
      'required',
      'scheduledAt',
      'score',
      'state',
    ]);
    const client = await signedInActor(t, 'client');
    expect((await client.http.get('/api/vetting/status')).status).toBe(403);
  });

  it('starts a new round with new stages when a rejected applicant applies again, keeping the old decision', async () => {
    const developer = await signedInActor(t, 'developer');
    const { id } = await submitApplication(t, { email: developer.user.email });
    expect((await admin.http.put(`/api/admin/developer-applications/${id}/reject`)).status).toBe(200);
    const rejected = await developer.http.get('/api/vetting/status');
    expect(rejected.body).toMatchObject({ decision: 'rejected', stage: 'decision' });
    expect(rejected.body.stages[0].state).toBe('failed');

    const again = await submitApplication(t, { email: developer.user.email });
    expect(again.id).toBe(id);
    const renewed = await developer.http.get('/api/vetting/status');
    expect(renewed.body).toMatchObject({ decision: null, stage: 'application' });
    expect(renewed.body.stages.every((stage: { state: string }) => stage.state === 'pending')).toBe(true);
    const rounds = await t.db
      .selectFrom('vettingStages')
      .select((eb) => ['round', eb.fn.countAll<string>().as('stages')])
      .where('submissionId', '=', id)
      .groupBy('round')
      .orderBy('round')
      .execute();
    expect(rounds.map((row) => [row.round, Number(row.stages)])).toEqual([
      [1, 4],
      [2, 4],
    ]);
    const decisions = await t.db
      .selectFrom('vettingDecisions')
      .select('round')
      .where('submissionId', '=', id)
      .execute();
    expect(decisions).toEqual([{ round: 1 }]);
  });
});

describe('GET /api/vetting/stats', () => {
  it('matches the decisions in the database: the last 365 days, each round once by its latest decision', async () => {
    const optional = { required: false };
    const decideAs = async (decision: 'approve' | 'reject') => {
      const { id } = await submitApplication(t);
      await setStage(id, { stage: 'assessment', state: 'skipped', ...optional });
      await setStage(id, { stage: 'interview', state: 'skipped', ...optional });
      expect((await admin.http.put(`/api/admin/developer-applications/${id}/${decision}`)).status).toBe(200);
      return id;
    };
    await decideAs('approve');
    await decideAs('reject');
    // Approved, then the approval withdrawn: one decided round, rejected.
    const flipped = await decideAs('approve');
    expect((await admin.http.put(`/api/admin/developer-applications/${flipped}/reject`)).status).toBe(200);
    // Decided 400 days ago: outside the window.
    const old = await decideAs('approve');
    await sql`update vetting_decisions set decided_at = now() - interval '400 days' where submission_id = ${old}`.execute(
      t.db,
    );

    const response = await t.http().get('/api/vetting/stats');
    expect(response.status).toBe(200);
    // An independent count of the same rows.
    const { rows } = await sql<{ decided: number; approved: number }>`
      select count(*)::int as decided, count(*) filter (where decision = 'approved')::int as approved
      from (
        select distinct on (submission_id, round) decision
        from vetting_decisions where decided_at > now() - interval '365 days'
        order by submission_id, round, decided_at desc, id desc
      ) as latest`.execute(t.db);
    const expected = rows[0] ?? { decided: 0, approved: 0 };
    expect(response.body).toEqual({
      windowDays: 365,
      decided: expected.decided,
      approved: expected.approved,
      acceptanceRate: expected.decided === 0 ? null : expected.approved / expected.decided,
    });
    expect(expected.decided).toBeGreaterThanOrEqual(3);
  });
});

describe('the interview scorecard', () => {
  const ratings = { problemSolving: 3, communication: 4, codeQuality: 3, technicalDepth: 2, english: 4 };
  const scorecardOf = (id: number) => admin.http.get(`/api/admin/developer-applications/${id}/scorecard`);
  const saveScorecard = (id: number, body: Record<string, unknown>) =>
    admin.http.post(`/api/admin/developer-applications/${id}/scorecard`, body);

  it('records the interview stage from the recommendation, and replaces itself until the decision', async () => {
    const developer = await signedInActor(t, 'developer');
    const { id } = await submitApplication(t, { email: developer.user.email });
    expect((await scorecardOf(id)).body.message).toBe('No scorecard yet');

    const early = await saveScorecard(id, { ratings, recommendation: 'hire' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Stages go in order: Application comes first');
    expect((await scorecardOf(id)).status).toBe(404);

    await setStage(id, { stage: 'application', state: 'passed' });
    await setStage(id, { stage: 'assessment', state: 'passed' });
    const hire = await saveScorecard(id, { ratings, recommendation: 'hire', notes: 'Calm under pressure.' });
    expect(hire.status, JSON.stringify(hire.body)).toBe(200);
    expect(hire.body).toMatchObject({
      submissionId: id,
      round: 1,
      ratings,
      average: 3.2,
      recommendation: 'hire',
    });
    expect((await scorecardOf(id)).body).toEqual(hire.body);
    const afterHire = await developer.http.get('/api/vetting/status');
    expect(afterHire.body.stages[2]).toMatchObject({ key: 'interview', state: 'passed', score: null });
    // The applicant never reads the ratings or the notes.
    expect(JSON.stringify(afterHire.body)).not.toContain('Calm under pressure');

    const noHire = await saveScorecard(id, {
      ratings: { ...ratings, english: 1 },
      recommendation: 'no_hire',
    });
    expect(noHire.status).toBe(200);
    expect(noHire.body).toMatchObject({ average: 2.6, recommendation: 'no_hire', notes: null });
    expect((await developer.http.get('/api/vetting/status')).body.stages[2].state).toBe('failed');
    const approve = await admin.http.put(`/api/admin/developer-applications/${id}/approve`);
    expect(approve.status).toBe(409);
    expect(approve.body.message).toBe('Complete the required stages first: Interview');

    expect((await admin.http.put(`/api/admin/developer-applications/${id}/reject`)).status).toBe(200);
    const late = await saveScorecard(id, { ratings, recommendation: 'hire' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This application is already decided');
  });

  it('refuses ratings outside 1-4 with the rating named, and anyone but an admin', async () => {
    const { id } = await submitApplication(t);
    const bad = await saveScorecard(id, { ratings: { ...ratings, codeQuality: 5 }, recommendation: 'hire' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Code quality must be a whole number from 1 to 4');
    const badRecommendation = await saveScorecard(id, { ratings, recommendation: 'maybe' });
    expect(badRecommendation.status).toBe(400);
    expect(JSON.stringify(badRecommendation.body)).toContain('Recommendation must be hire or no_hire');
    const client = await signedInActor(t, 'client');
    expect(
      (
        await client.http.post(`/api/admin/developer-applications/${id}/scorecard`, {
          ratings,
          recommendation: 'hire',
        })
      ).status,
    ).toBe(403);
    expect((await client.http.get(`/api/admin/developer-applications/${id}/scorecard`)).status).toBe(403);
    expect((await scorecardOf(2_000_000_000)).body.message).toBe('Application not found');
  });
});
