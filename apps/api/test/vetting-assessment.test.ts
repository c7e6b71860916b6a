import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { outboxFor, submitApplication } from './helpers/admin';
import { useTestApp } from './helpers/app';
import { type Actor, signedInActor, trpcAs, useActors } from './helpers/jobs';

/**
 * The vetting assessment (issue 38): the admins' question bank, and the applicant's timed test,
 * drawn from the skills they claimed, graded on the server from a snapshot, refused late or twice,
 * and never showing a right answer (or a question they were not asked) to the applicant.
 */

const t = useTestApp({
  env: {
    SESSION_SECRET: 'vetting-assessment-test-secret-0123456789ab',
    VETTING_REQUIRED_STAGES: 'assessment',
    VETTING_QUESTIONS: '10',
    VETTING_MINUTES: '30',
    VETTING_PASS_PERCENT: '70',
  },
});

const { admin } = useActors(t, { admin: 'admin' });

interface Bank {
  ids: number[];
  /** The right choice's text of each question, by id (each text unique in the test). */
  right: Map<number, string>;
}

/** `count` questions for a skill through the admin's POST, the right choice in varying places. */
async function bank(skill: string, count: number, tag = skill): Promise<Bank> {
  const result: Bank = { ids: [], right: new Map() };
  for (let n = 0; n < count; n += 1) {
    const choices = [`${tag} wrong A${n}`, `${tag} wrong B${n}`, `${tag} wrong C${n}`];
    const correctIndex = n % 4;
    choices.splice(correctIndex, 0, `${tag} right <${n}>`);
    const response = await admin.http.post('/api/admin/vetting-questions', {
      skill,
      prompt: `${tag} question ${n}?`,
      choices,
      correctIndex,
      explanation: `${tag} explanation ${n}`,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    result.ids.push(response.body.id);
    result.right.set(response.body.id, `${tag} right <${n}>`);
  }
  return result;
}

/** A signed-in developer who applied claiming the skills, their application screened and passed. */
async function screenedApplicant(skills: string[], overrides: Record<string, unknown> = {}) {
  const developer = await signedInActor(t, 'developer');
  const { id } = await submitApplication(t, { email: developer.user.email, skills, ...overrides });
  const screened = await admin.http.put(`/api/admin/developer-applications/${id}/stage`, {
    stage: 'application',
    state: 'passed',
  });
  expect(screened.status).toBe(200);
  return { developer, submissionId: id };
}

interface Started {
  attemptId: number;
  expiresAt: string;
  questions: { id: number; prompt: string; choices: string[] }[];
}

async function start(developer: Actor): Promise<Started> {
  const response = await developer.http.post('/api/vetting/assessment/start');
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

/** Answers: the first `right` questions right, the next `wrong` wrong, the rest left out. */
function answers(started: Started, known: Bank, right: number, wrong = 0) {
  return started.questions.slice(0, right + wrong).map((question, index) => {
    const rightIndex = question.choices.indexOf(known.right.get(question.id) as string);
    return { questionId: question.id, choiceIndex: index < right ? rightIndex : (rightIndex + 1) % 4 };
  });
}

function submit(developer: Actor, attemptId: number, body: unknown) {
  return developer.http.post(`/api/vetting/assessment/${attemptId}/submit`, body);
}

const SECRET_KEYS = ['correctIndex', 'correct_index', 'explanation'];

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

/** No right-answer key or explanation anywhere, and no right answer of a question not asked. */
function expectNoLeak(body: unknown, known: Bank, asked: ReadonlyArray<number>) {
  const keys = keysOf(body);
  for (const secret of SECRET_KEYS) expect(keys).not.toContain(secret);
  const text = JSON.stringify(body);
  expect(text).not.toContain('explanation');
  for (const [id, right] of known.right) if (!asked.includes(id)) expect(text).not.toContain(right);
}

describe('the question bank (admins)', () => {
  const question = {
    skill: 'Go',
    prompt: 'Which keyword starts a goroutine?',
    choices: ['go', 'async', 'spawn'],
    correctIndex: 0,
    explanation: 'The go statement runs a call in a new goroutine.',
  };

  it('creates, lists with counts, updates and deletes (archives) a question', async () => {
    const created = await admin.http.post('/api/admin/vetting-questions', question);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...question, id: expect.any(Number) });
    const id = created.body.id;

    const listed = await admin.http.get('/api/admin/vetting-questions?skill=Go&search=goroutine');
    expect(listed.status).toBe(200);
    expect(listed.body.map((row: { id: number }) => row.id)).toContain(id);
    expect(listed.body[0]).toHaveProperty('correctIndex');
    expect(Number(listed.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
    const trpc = await trpcAs(t, admin);
    const page = await trpc.client.vetting.questionList.query({ skill: 'Go', limit: 1 });
    expect(page.questions).toHaveLength(1);
    const goCount = page.counts.find((count) => count.skill === 'Go')?.count ?? 0;
    expect(goCount).toBe(page.total);
    expect(JSON.parse(listed.headers['x-skill-counts'] as string).Go).toBe(goCount);

    const updated = await admin.http.put(`/api/admin/vetting-questions/${id}`, {
      ...question,
      choices: ['spawn', 'go'],
      correctIndex: 1,
      explanation: null,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ choices: ['spawn', 'go'], correctIndex: 1, explanation: null });

    const removed = await admin.http.request('DELETE', `/api/admin/vetting-questions/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Question deleted' });
    const after = await admin.http.get('/api/admin/vetting-questions?skill=Go&limit=100');
    expect(after.body.map((row: { id: number }) => row.id)).not.toContain(id);
    // Archived, not gone: a past attempt's snapshot may point at it.
    const row = await t.db
      .selectFrom('vettingQuestions')
      .select('archivedAt')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.archivedAt).toBeInstanceOf(Date);

    // Each change of the bank is audited with the question before and after.
    const audited = await t.db
      .selectFrom('auditLog')
      .select(['action', 'actorId', 'before', 'after'])
      .where('targetType', '=', 'vetting_question')
      .where('targetId', '=', id)
      .orderBy('id')
      .execute();
    expect(audited.map((entry) => entry.action)).toEqual([
      'question.create',
      'question.update',
      'question.delete',
    ]);
    expect(audited.every((entry) => entry.actorId === admin.user.id)).toBe(true);
    expect(audited[1]).toMatchObject({
      before: { choices: question.choices, correctIndex: question.correctIndex },
      after: { choices: ['spawn', 'go'], correctIndex: 1 },
    });
    expect(audited[2]?.after).toBeNull();

    for (const response of [
      await admin.http.put(`/api/admin/vetting-questions/${id}`, question),
      await admin.http.request('DELETE', `/api/admin/vetting-questions/${id}`),
      await admin.http.request('DELETE', '/api/admin/vetting-questions/2000000000'),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Question not found');
    }
  });

  it('refuses bad questions with a 400 and a clear message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ skill: 'COBOL' }, 'Choose a skill from the list'],
      [{ choices: ['only'] }, 'Between 2 and 6 choices'],
      [{ choices: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, 'Between 2 and 6 choices'],
      [{ correctIndex: 3 }, 'The right answer must be one of the choices'],
      [{ correctIndex: -1 }, 'The right answer must be one of the choices'],
      [{ choices: ['go', ' Go '] }, 'Choices must differ'],
      [{ prompt: '   ' }, 'Write the question (at most 2000 characters)'],
      [{ choices: ['go', ''] }, 'Each choice needs text (at most 500 characters)'],
    ];
    for (const [change, message] of cases) {
      const response = await admin.http.post('/api/admin/vetting-questions', { ...question, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(response.body)).toContain(message);
    }
    const extra = await admin.http.post('/api/admin/vetting-questions', { ...question, archivedAt: null });
    expect(extra.status).toBe(400);
    const badUpdate = await admin.http.put('/api/admin/vetting-questions/1', {
      ...question,
      correctIndex: 9,
    });
    expect(badUpdate.status).toBe(400);
    expect(JSON.stringify(badUpdate.body)).toContain('The right answer must be one of the choices');
  });

  it('is for admins only: 401 for visitors, 403 for developers and clients', async () => {
    const visitor = t.http();
    expect((await visitor.get('/api/admin/vetting-questions')).status).toBe(401);
    expect((await visitor.post('/api/admin/vetting-questions', question)).status).toBe(401);
    for (const role of ['developer', 'client'] as const) {
      const actor = await signedInActor(t, role);
      expect((await actor.http.get('/api/admin/vetting-questions')).status).toBe(403);
      expect((await actor.http.post('/api/admin/vetting-questions', question)).status).toBe(403);
      expect((await actor.http.put('/api/admin/vetting-questions/1', question)).status).toBe(403);
      expect((await actor.http.request('DELETE', '/api/admin/vetting-questions/1')).status).toBe(403);
    }
  });
});

describe('starting the assessment', () => {
  it('waits for the screening, then draws the claimed skill, the same attempt on a second start', async () => {
    const none = await signedInActor(t, 'developer');
    const missing = await none.http.post('/api/vetting/assessment/start');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No vetting application yet');

    const known = await bank('Rust', 14);
    const developer = await signedInActor(t, 'developer');
    const { id } = await submitApplication(t, { email: developer.user.email, skills: ['Rust'] });
    const early = await developer.http.post('/api/vetting/assessment/start');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Your application is still being screened');
    await admin.http.put(`/api/admin/developer-applications/${id}/stage`, {
      stage: 'application',
      state: 'passed',
    });

    const first = await start(developer);
    expect(first.questions).toHaveLength(10);
    for (const question of first.questions) {
      expect(Object.keys(question).sort()).toEqual(['choices', 'id', 'prompt']);
      expect(known.ids).toContain(question.id);
      expect(question.choices).toContain(known.right.get(question.id));
    }
    const asked = first.questions.map((question) => question.id);
    expectNoLeak(first, known, asked);
    expect(Date.parse(first.expiresAt) - Date.now()).toBeGreaterThan(29 * 60_000);

    const again = await start(developer);
    expect(again).toEqual(first);
    const viaTrpc = await (await trpcAs(t, developer)).client.vetting.assessmentStart.mutate();
    expect(viaTrpc).toEqual(first);
    expectNoLeak(viaTrpc, known, asked);

    const status = await developer.http.get('/api/vetting/status');
    expect(status.body.stages[1]).toMatchObject({
      key: 'assessment',
      state: 'scheduled',
      scheduledAt: first.expiresAt,
      score: null,
    });
    expectNoLeak(status.body, known, asked);
  });

  it('shares the questions between the claimed skills, and fills a short bank from the area', async () => {
    const ruby = await bank('Ruby', 8);
    const laravel = await bank('Laravel', 8);
    const { developer } = await screenedApplicant(['Ruby', 'Laravel']);
    const started = await start(developer);
    const fromRuby = started.questions.filter((question) => ruby.ids.includes(question.id)).length;
    const fromLaravel = started.questions.filter((question) => laravel.ids.includes(question.id)).length;
    expect([fromRuby, fromLaravel]).toEqual([5, 5]);

    // DevOps: 3 Docker questions alone are too few; the area's Kubernetes fills them up.
    const docker = await bank('Docker', 3);
    const short = await screenedApplicant(['Docker'], { areaOfExpertise: 'DevOps' });
    const refused = await short.developer.http.post('/api/vetting/assessment/start');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'The assessment for your skills is not ready yet. Please try again later',
    );
    const kubernetes = await bank('Kubernetes', 9);
    const filled = await start(short.developer);
    expect(filled.questions).toHaveLength(10);
    expect(filled.questions.filter((question) => docker.ids.includes(question.id))).toHaveLength(3);
    expect(filled.questions.filter((question) => kubernetes.ids.includes(question.id))).toHaveLength(7);
  });
});

describe('submitting the assessment', () => {
  it('grades on the server to the exact score, sets the stage and says only the score', async () => {
    const known = await bank('Kotlin', 12);
    const passer = await screenedApplicant(['Kotlin']);
    const started = await start(passer.developer);
    // 7 right, 2 wrong, 1 unanswered: 70%, the pass mark.
    const passed = await submit(passer.developer, started.attemptId, {
      answers: answers(started, known, 7, 2),
    });
    expect(passed.status, JSON.stringify(passed.body)).toBe(200);
    expect(passed.body).toEqual({ score: 70, passed: true });
    const status = await passer.developer.http.get('/api/vetting/status');
    expect(status.body.stages[1]).toMatchObject({ key: 'assessment', state: 'passed', score: 70 });
    // Only the application and the assessment are required here: next is the decision.
    expect(status.body.stage).toBe('decision');
    const asked = started.questions.map((question) => question.id);
    expectNoLeak(status.body, known, asked);
    expectNoLeak(passed.body, known, asked);
    const subjects = (await outboxFor(t, passer.developer.user.email)).map((mail) => mail.subject);
    expect(subjects).toContain('Your Talanta vetting: assessment passed');
    const stage = await t.db
      .selectFrom('vettingStages')
      .select(['decidedBy', 'score', 'completedAt'])
      .where('submissionId', '=', passer.submissionId)
      .where('key', '=', 'assessment')
      .executeTakeFirstOrThrow();
    expect(stage).toMatchObject({ decidedBy: null, score: 70, completedAt: expect.any(Date) });

    // The account export holds the attempt and the answers given, never the right answers.
    const exported = await passer.developer.http.get('/api/account/export');
    expect(exported.status).toBe(200);
    expect(exported.body.assessmentAttempts).toEqual([
      expect.objectContaining({ id: started.attemptId, score: 70, passed: true }),
    ]);
    expect(exported.body.assessmentAnswers).toHaveLength(10);
    expect(exported.body.vettingStages).toContainEqual(
      expect.objectContaining({ key: 'assessment', state: 'passed', score: 70 }),
    );
    expectNoLeak(exported.body.assessmentAnswers, known, asked);
    expect(keysOf(exported.body.vettingStages)).not.toContain('notes');

    const failer = await screenedApplicant(['Kotlin']);
    const second = await start(failer.developer);
    const viaTrpc = await (await trpcAs(t, failer.developer)).client.vetting.assessmentSubmit.mutate({
      attemptId: second.attemptId,
      answers: answers(second, known, 6),
    });
    expect(viaTrpc).toEqual({ score: 60, passed: false });
    const failed = await failer.developer.http.get('/api/vetting/status');
    expect(failed.body.stages[1]).toMatchObject({ state: 'failed', score: 60 });
  });

  it('refuses extra fields and answers that do not fit the attempt with a 400', async () => {
    const known = await bank('Swift', 10);
    const { developer } = await screenedApplicant(['Swift']);
    const started = await start(developer);
    const good = answers(started, known, 10);
    const [first, second] = started.questions;
    const cases: [unknown, string | null][] = [
      [{ answers: good, score: 100 }, null],
      [{ answers: [{ ...good[0], correct: true }] }, null],
      [
        { answers: [{ questionId: 2_000_000_000, choiceIndex: 0 }] },
        'An answer is for a question not in this assessment',
      ],
      [{ answers: [good[0], { questionId: first?.id, choiceIndex: 1 }] }, 'Each question is answered once'],
      [
        { answers: [{ questionId: second?.id, choiceIndex: 4 }] },
        'The answer must be one of the question’s choices',
      ],
      [
        { answers: [{ questionId: second?.id, choiceIndex: -1 }] },
        'The answer must be one of the question’s choices',
      ],
      [{ answers: 'all of them' }, null],
    ];
    for (const [body, message] of cases) {
      const response = await submit(developer, started.attemptId, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      if (message) expect(JSON.stringify(response.body)).toContain(message);
    }
    // Nothing was graded: the right answers still score 100.
    const graded = await submit(developer, started.attemptId, { answers: good });
    expect(graded.body).toEqual({ score: 100, passed: true });
  });

  it('grades from the snapshot: editing or deleting a question after the start changes nothing', async () => {
    const known = await bank('Flutter', 10);
    const { developer } = await screenedApplicant(['Flutter']);
    const started = await start(developer);
    for (const id of known.ids.slice(0, 5)) {
      const edited = await admin.http.put(`/api/admin/vetting-questions/${id}`, {
        skill: 'Flutter',
        prompt: 'Rewritten',
        choices: ['New right', 'New wrong'],
        correctIndex: 0,
      });
      expect(edited.status).toBe(200);
    }
    for (const id of known.ids.slice(5, 7)) {
      expect((await admin.http.request('DELETE', `/api/admin/vetting-questions/${id}`)).status).toBe(200);
    }
    expect((await start(developer)).questions).toEqual(started.questions);
    const graded = await submit(developer, started.attemptId, { answers: answers(started, known, 10) });
    expect(graded.body).toEqual({ score: 100, passed: true });
  });

  it('runs half as long again with extra time, granted by an admin only before the start', async () => {
    await bank('Swift', 10);
    const { developer, submissionId } = await screenedApplicant(['Swift']);
    const stage = (body: Record<string, unknown>) =>
      admin.http.put(`/api/admin/developer-applications/${submissionId}/stage`, body);
    const wrongStage = await stage({ stage: 'interview', state: 'pending', extraTime: true });
    expect(wrongStage.status).toBe(400);
    expect(wrongStage.body.message).toBe('Extra time is for the assessment only');
    const granted = await stage({ stage: 'assessment', state: 'pending', extraTime: true });
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const status = await developer.http.get('/api/vetting/status');
    expect(status.body.stages[1]).toMatchObject({ key: 'assessment', extraTime: true });

    const started = await start(developer);
    const minutes = (new Date(started.expiresAt).getTime() - Date.now()) / 60_000;
    // VETTING_MINUTES is 30 by default: 45 with extra time.
    expect(minutes).toBeGreaterThan(44);
    expect(minutes).toBeLessThanOrEqual(45);
    const late = await stage({ stage: 'assessment', state: 'scheduled', extraTime: false });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Extra time is granted before the assessment starts');
  });

  it('refuses a late submit (409), ends the attempt failed, and no new start', async () => {
    await bank('Laravel', 10, 'LaravelLate');
    const { developer } = await screenedApplicant(['Laravel']);
    const started = await start(developer);
    await sql`update vetting_assessment_attempts set expires_at = now() - interval '1 second' where id = ${started.attemptId}`.execute(
      t.db,
    );
    const late = await submit(developer, started.attemptId, { answers: [] });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('The time for this assessment is over');
    const status = await developer.http.get('/api/vetting/status');
    expect(status.body.stages[1]).toMatchObject({ state: 'failed', score: 0 });
    const again = await submit(developer, started.attemptId, { answers: [] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('The time for this assessment is over');
    const restart = await developer.http.post('/api/vetting/assessment/start');
    expect(restart.status).toBe(409);
    expect(restart.body.message).toBe('You have already taken the assessment');
  });

  it('ends an attempt never submitted when its time is over, by the background job', async () => {
    await bank('Azure', 10);
    const { developer } = await screenedApplicant(['Azure'], { areaOfExpertise: 'DevOps' });
    const started = await start(developer);
    await sql`update vetting_assessment_attempts set expires_at = now() - interval '2 minutes' where id = ${started.attemptId}`.execute(
      t.db,
    );
    await sql`update background_jobs set run_at = now() where key = ${`vetting-assessment-close:${started.attemptId}`}`.execute(
      t.db,
    );
    await t.app.services.jobs.runDue();
    const attempt = await t.db
      .selectFrom('vettingAssessmentAttempts')
      .select(['score', 'passed', 'submittedAt'])
      .where('id', '=', started.attemptId)
      .executeTakeFirstOrThrow();
    expect(attempt).toMatchObject({ score: 0, passed: false, submittedAt: expect.any(Date) });
    const status = await developer.http.get('/api/vetting/status');
    expect(status.body.stages[1]).toMatchObject({ state: 'failed', score: 0 });
    const subjects = (await outboxFor(t, developer.user.email)).map((mail) => mail.subject);
    expect(subjects).toContain('Your Talanta vetting: assessment did not pass');
  });

  it('takes one submit: a second is 409, two at once give exactly one 200, a new start is 409', async () => {
    const known = await bank('Redis', 10);
    const { developer } = await screenedApplicant(['Redis']);
    const started = await start(developer);
    const body = { answers: answers(started, known, 8) };
    const both = await Promise.all([
      submit(developer, started.attemptId, body),
      submit(developer, started.attemptId, body),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(both.find((response) => response.status === 409)?.body.message).toBe(
      'This assessment was already submitted',
    );
    const second = await submit(developer, started.attemptId, body);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('This assessment was already submitted');
    const restart = await developer.http.post('/api/vetting/assessment/start');
    expect(restart.status).toBe(409);
    expect(restart.body.message).toBe('You have already taken the assessment');
  });

  it("answers 404 for someone else's attempt, and is for developers only", async () => {
    await bank('GraphQL', 10);
    const { developer } = await screenedApplicant(['GraphQL']);
    const started = await start(developer);
    const stranger = await signedInActor(t, 'developer');
    const theirs = await submit(stranger, started.attemptId, { answers: [] });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Assessment not found');
    expect((await submit(stranger, 2_000_000_000, { answers: [] })).status).toBe(404);
    const client = await signedInActor(t, 'client');
    expect((await client.http.post('/api/vetting/assessment/start')).status).toBe(403);
    expect((await submit(client, started.attemptId, { answers: [] })).status).toBe(403);
    expect((await t.http().post('/api/vetting/assessment/start')).status).toBe(401);
  });
});
