import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { outboxFor } from './helpers/admin';
import { useTestApp } from './helpers/app';
import { type Actor, signedInActor, useActors } from './helpers/jobs';
import { applyAs, nameReferee, referee, referenceTokenFor } from './helpers/references';

/**
 * Vetting references (issue 38): the applicant names one or two referees; each is emailed a
 * single-use link valid 14 days to a form without an account; the answer is recorded once and only
 * admins read it.
 */

const t = useTestApp({ env: { SESSION_SECRET: 'vetting-references-test-secret-0123456789ab' } });

const { admin } = useActors(t, { admin: ['admin', { firstName: 'Amina', lastName: 'Wekesa' }] });

const ANSWER = { monthsWorkedTogether: 26, wouldRehire: true, comments: 'Careful, kind and quick to learn.' };

/** A new developer with an open application of their own. */
async function applicant(): Promise<Actor & { submissionId: number }> {
  const developer = await signedInActor(t, 'developer', { approved: false });
  return { ...developer, submissionId: await applyAs(developer) };
}

const visitor = () => t.http();
const getLink = (token: string) => visitor().get(`/api/references/${token}`);
const answer = (token: string, body: Record<string, unknown> = ANSWER) =>
  visitor().post(`/api/references/${token}`, body);

async function changedEventsOf(userId: number): Promise<number> {
  const rows = await t.db.selectFrom('userEvents').select('payload').where('userId', '=', userId).execute();
  return rows.filter((row) => JSON.stringify(row.payload).includes('vetting')).length;
}

describe('a reference token works once', () => {
  it('GET ok, POST 201, POST again 409, then GET 404', async () => {
    const developer = await applicant();
    const named = await nameReferee(t, developer, { name: 'Achieng Otieno', relationship: 'manager' });

    const page = await getLink(named.token);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body).toEqual({
      applicantName: 'Wanjiru K.',
      refereeName: 'Achieng Otieno',
      relationship: 'manager',
      expiresAt: expect.any(String),
    });
    const days = (Date.parse(page.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThanOrEqual(14);

    const adminEventsBefore = await changedEventsOf(admin.user.id);
    const given = await answer(named.token);
    expect(given.status, JSON.stringify(given.body)).toBe(201);
    expect(given.body).toEqual({ message: 'Thank you — your reference was sent' });
    expect(await changedEventsOf(admin.user.id)).toBe(adminEventsBefore + 1);

    const again = await answer(named.token, { ...ANSWER, wouldRehire: false });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This reference was already given');

    const after = await getLink(named.token);
    expect(after.status).toBe(404);
    expect(after.body.message).toBe('This reference link is not valid or has expired');

    // The first answer is the one kept; the stage is the admins' to record.
    const review = await admin.http.get(
      `/api/admin/developer-applications/${developer.submissionId}/references`,
    );
    expect(review.status).toBe(200);
    expect(review.body.references).toEqual([
      expect.objectContaining({
        name: 'Achieng Otieno',
        email: named.email,
        relationship: 'manager',
        status: 'answered',
        round: 1,
        position: 1,
        ...ANSWER,
        answeredAt: expect.any(String),
      }),
    ]);
    const status = await developer.http.get('/api/vetting/status');
    expect(status.body.stages.find((stage: { key: string }) => stage.key === 'references').state).toBe(
      'pending',
    );
  });

  it('answers an unknown token 404 on both methods, with one message', async () => {
    for (const token of ['nosuchtoken', 'a'.repeat(52)]) {
      const page = await getLink(token);
      expect(page.status).toBe(404);
      expect(page.body.message).toBe('This reference link is not valid or has expired');
      const given = await answer(token);
      expect(given.status).toBe(404);
      expect(given.body.message).toBe('This reference link is not valid or has expired');
    }
  });

  it('answers an expired token 404, and naming the referee again sends a new link', async () => {
    const developer = await applicant();
    const named = await nameReferee(t, developer);
    await t.db
      .updateTable('vettingReferences')
      .set({ expiresAt: sql<Date>`now() - interval '1 minute'` })
      .where('email', '=', named.email)
      .execute();
    expect((await getLink(named.token)).status).toBe(404);
    const late = await answer(named.token);
    expect(late.status).toBe(404);
    expect(late.body.message).toBe('This reference link is not valid or has expired');
    const mine = await developer.http.get('/api/vetting/references');
    expect(mine.body.references.map((row: { status: string }) => row.status)).toEqual(['expired']);

    const renamed = await developer.http.put('/api/vetting/references', {
      references: [{ name: named.name, email: named.email, relationship: 'colleague' }],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.references).toMatchObject([{ status: 'sent', relationship: 'colleague' }]);
    expect(await outboxFor(t, named.email)).toHaveLength(2);
    const fresh = await referenceTokenFor(t, named.email);
    expect(fresh).not.toBe(named.token);
    expect((await getLink(named.token)).status).toBe(404);
    expect((await answer(fresh)).status).toBe(201);
  });

  it('stores only the SHA-256 of the token, never the token', async () => {
    const developer = await applicant();
    const named = await nameReferee(t, developer);
    const rows = await t.db
      .selectFrom('vettingReferences')
      .selectAll()
      .where('email', '=', named.email)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(named.token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(named.token);
  });

  it('records exactly one of concurrent answers', async () => {
    const developer = await applicant();
    const named = await nameReferee(t, developer);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        answer(named.token, { ...ANSWER, monthsWorkedTogether: index }),
      ),
    );
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    const winner = answers.findIndex((response) => response.status === 201);
    const row = await t.db
      .selectFrom('vettingReferences')
      .select(['monthsWorkedTogether', 'answeredAt'])
      .where('email', '=', named.email)
      .executeTakeFirstOrThrow();
    expect(row.monthsWorkedTogether).toBe(winner);
    expect(row.answeredAt).not.toBeNull();
  });

  it('stops working once the application is decided', async () => {
    const developer = await applicant();
    const named = await nameReferee(t, developer);
    expect(
      (await admin.http.put(`/api/admin/developer-applications/${developer.submissionId}/reject`)).status,
    ).toBe(200);
    expect((await getLink(named.token)).status).toBe(404);
    expect((await answer(named.token)).status).toBe(404);
  });
});

describe('naming referees', () => {
  it('emails each new referee a link on the public origin, from the applicant', async () => {
    const developer = await applicant();
    const first = referee({ name: 'Achieng Otieno', relationship: 'manager' });
    const second = referee({ name: 'Brian Mwangi', relationship: 'client' });
    const response = await developer.http.put('/api/vetting/references', { references: [first, second] });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.references).toEqual([
      {
        position: 1,
        name: 'Achieng Otieno',
        email: first.email,
        relationship: 'manager',
        status: 'sent',
        sentAt: expect.any(String),
        expiresAt: expect.any(String),
        answeredAt: null,
      },
      expect.objectContaining({ position: 2, name: 'Brian Mwangi', relationship: 'client', status: 'sent' }),
    ]);
    const [email] = await outboxFor(t, first.email);
    expect(email?.subject).toBe('Wanjiru Kamau asked you for a reference on Talanta');
    const token = await referenceTokenFor(t, first.email);
    expect(email?.bodyText).toContain(`${t.config.publicOrigin}/references/${token}`);
    expect(email?.bodyText).toContain('Hello Achieng Otieno,');
    expect(email?.bodyText).toContain('named you as a referee on Talanta');
    expect(email?.bodyText).not.toContain('your Talanta account');
    expect(await outboxFor(t, second.email)).toHaveLength(1);
  });

  it('keeps those who answered, replaces the others, and re-sends nothing to a referee named again', async () => {
    const developer = await applicant();
    const first = referee({ name: 'Achieng Otieno' });
    const second = referee({ name: 'Brian Mwangi' });
    const put = (references: unknown[]) => developer.http.put('/api/vetting/references', { references });
    expect((await put([first, second])).status).toBe(200);
    expect((await answer(await referenceTokenFor(t, first.email))).status).toBe(201);

    // Two more besides the one who answered: too many.
    const third = referee({ name: 'Chebet Rono' });
    const full = await put([second, third]);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(
      'At most two referees in all: those who have answered stay on your application',
    );

    // The unanswered second referee renamed: same link, no new email.
    const renamed = await put([{ ...second, name: 'Brian K. Mwangi' }]);
    expect(renamed.status).toBe(200);
    expect(
      renamed.body.references.map((row: { name: string; status: string }) => [row.name, row.status]),
    ).toEqual([
      ['Achieng Otieno', 'answered'],
      ['Brian K. Mwangi', 'sent'],
    ]);
    expect(await outboxFor(t, second.email)).toHaveLength(1);

    // Replaced: the second referee's link stops working, the third gets one.
    const secondToken = await referenceTokenFor(t, second.email);
    const replaced = await put([third]);
    expect(replaced.status).toBe(200);
    expect(
      replaced.body.references.map((row: { name: string; position: number }) => [row.position, row.name]),
    ).toEqual([
      [1, 'Achieng Otieno'],
      [2, 'Chebet Rono'],
    ]);
    expect((await getLink(secondToken)).status).toBe(404);
    expect((await getLink(await referenceTokenFor(t, third.email))).status).toBe(200);
  });

  it('refuses once the application is decided or the references stage is closed', async () => {
    const decided = await applicant();
    await admin.http.put(`/api/admin/developer-applications/${decided.submissionId}/reject`);
    const late = await decided.http.put('/api/vetting/references', { references: [referee()] });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This application is already decided');

    const skipped = await applicant();
    const stage = await admin.http.put(`/api/admin/developer-applications/${skipped.submissionId}/stage`, {
      stage: 'references',
      state: 'skipped',
      required: false,
    });
    expect(stage.status, JSON.stringify(stage.body)).toBe(200);
    const closed = await skipped.http.put('/api/vetting/references', { references: [referee()] });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('The references stage is closed: referees can no longer be changed');
  });

  it('answers 404 to a developer who has not applied', async () => {
    const developer = await signedInActor(t, 'developer');
    for (const response of [
      await developer.http.get('/api/vetting/references'),
      await developer.http.put('/api/vetting/references', { references: [referee()] }),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('No vetting application yet');
    }
  });

  it('refuses bad input with a 400 and its message', async () => {
    const developer = await applicant();
    const put = (body: unknown) => developer.http.put('/api/vetting/references', body);
    const cases: [unknown, string][] = [
      [{ references: [] }, 'Name one or two referees'],
      [{ references: [referee(), referee(), referee()] }, 'Name one or two referees'],
      [{}, 'Name one or two referees'],
      [{ references: [referee({ name: '  ' })] }, 'Enter the referee’s name'],
      [{ references: [referee({ email: 'not-an-email' })] }, 'Enter the referee’s email address'],
      [
        { references: [referee({ relationship: 'friend' })] },
        'Relationship must be manager, colleague, client or report',
      ],
      [
        { references: [referee({ email: 'same@example.com' }), referee({ email: 'SAME@example.com' })] },
        'Each referee needs a different email',
      ],
      [{ references: [referee({ email: developer.email.toUpperCase() })] }, 'A referee cannot be yourself'],
    ];
    for (const [body, message] of cases) {
      const response = await put(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.body), JSON.stringify(body)).toContain(message);
    }
    expect((await developer.http.get('/api/vetting/references')).body.references).toEqual([]);

    const { token } = await nameReferee(t, developer);
    const answers: [Record<string, unknown>, string][] = [
      [
        { ...ANSWER, monthsWorkedTogether: -1 },
        'Months worked together must be a whole number from 0 to 600',
      ],
      [
        { ...ANSWER, monthsWorkedTogether: 601 },
        'Months worked together must be a whole number from 0 to 600',
      ],
      [
        { ...ANSWER, monthsWorkedTogether: 1.5 },
        'Months worked together must be a whole number from 0 to 600',
      ],
      [{ monthsWorkedTogether: 3, comments: '' }, 'Say whether you would work with them again (yes or no)'],
      [{ ...ANSWER, comments: 'x'.repeat(2001) }, 'Comments must be at most 2000 characters'],
      [{ ...ANSWER, score: 100 }, 'Unrecognized key'],
    ];
    for (const [body, message] of answers) {
      const response = await answer(token, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(response.body), JSON.stringify(body)).toContain(message);
    }
    // None of them used the link up; empty comments are allowed.
    expect((await answer(token, { ...ANSWER, comments: '' })).status).toBe(201);
  });
});

describe('who reads what', () => {
  it('the applicant sees each referee’s status, never the answer; admins read it', async () => {
    const developer = await applicant();
    const named = await nameReferee(t, developer);
    expect((await answer(named.token)).status).toBe(201);
    const mine = await developer.http.get('/api/vetting/references');
    expect(mine.status).toBe(200);
    expect(mine.body.references).toHaveLength(1);
    expect(mine.body.references[0].status).toBe('answered');
    const text = JSON.stringify(mine.body);
    for (const hidden of ['monthsWorkedTogether', 'wouldRehire', 'comments', ANSWER.comments])
      expect(text).not.toContain(hidden);
    // Their account export names the referee and when they answered, not what they said.
    const exported = await developer.http.get('/api/account/export');
    expect(exported.body.references).toEqual([
      expect.objectContaining({ name: named.name, answeredAt: expect.any(String) }),
    ]);
    const exportedText = JSON.stringify(exported.body.references);
    for (const hidden of ['monthsWorkedTogether', 'wouldRehire', 'comments', ANSWER.comments])
      expect(exportedText).not.toContain(hidden);

    const review = await admin.http.get(
      `/api/admin/developer-applications/${developer.submissionId}/references`,
    );
    expect(review.body.references[0]).toMatchObject({ ...ANSWER, status: 'answered' });
    const missing = await admin.http.get('/api/admin/developer-applications/2000000000/references');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Application not found');
  });

  it('401 without a session, 403 for the other roles; the referee’s link needs no account', async () => {
    const developer = await applicant();
    const client = await signedInActor(t, 'client');
    const adminPath = `/api/admin/developer-applications/${developer.submissionId}/references`;
    expect((await visitor().get('/api/vetting/references')).status).toBe(401);
    expect((await visitor().put('/api/vetting/references', { references: [referee()] })).status).toBe(401);
    expect((await visitor().get(adminPath)).status).toBe(401);
    expect((await client.http.get('/api/vetting/references')).status).toBe(403);
    expect((await admin.http.put('/api/vetting/references', { references: [referee()] })).status).toBe(403);
    expect((await developer.http.get(adminPath)).status).toBe(403);
    expect((await client.http.get(adminPath)).status).toBe(403);
    const named = await nameReferee(t, developer);
    expect((await getLink(named.token)).status).toBe(200);
    // A signed-in person opening the link is treated as the referee too.
    expect((await client.http.get(`/api/references/${named.token}`)).status).toBe(200);
  });
});
