import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/auth/cookie';
import { queueEmail } from '../src/mail/queue-email';
import { signUnsubscribeToken } from '../src/mail/unsubscribe-token';
import { createTestApp, type TestApp, useTestApp } from './helpers/app';
import { emailSamples, SAMPLE_ORIGIN } from './helpers/email-samples';
import { SmtpSink } from './helpers/smtp-sink.mjs';
import { createUser, signedIn } from './helpers/users';

/** Email preferences over REST and tRPC, the one-click unsubscribe, and the headers on the wire. */
const t = useTestApp();

function sample(userId: number, name: string) {
  const found = emailSamples(userId).find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no sample ${name}`);
  return found.content;
}

describe('email preferences', () => {
  it('lists every kind with defaults, saves a change, refuses visitors and unknown kinds', async () => {
    const { client } = await signedIn(t, 'client');
    const listed = await client.get('/api/account/email-preferences');
    expect(listed.status).toBe(200);
    expect(listed.body.items.find((item: { kind: string }) => item.kind === 'message')).toEqual({
      kind: 'message',
      label: 'Unread messages',
      emailEnabled: true,
      digest: 'off',
    });
    expect(listed.body.items.map((item: { kind: string }) => item.kind)).not.toContain('security');
    const saved = await client.put('/api/account/email-preferences', {
      kind: 'message',
      emailEnabled: false,
      digest: 'off',
    });
    expect(saved.status).toBe(200);
    const again = await client.get('/api/account/email-preferences');
    expect(again.body.items.find((item: { kind: string }) => item.kind === 'message').emailEnabled).toBe(
      false,
    );

    const security = await client.put('/api/account/email-preferences', {
      kind: 'security',
      emailEnabled: false,
    });
    expect(security.status).toBe(400);
    expect((await t.http().get('/api/account/email-preferences')).status).toBe(401);
  });

  it('works through the tRPC client too', async () => {
    const { user, token } = await signedIn(t, 'developer');
    const trpc = await t.trpc();
    trpc.cookies.set(SESSION_COOKIE, token);
    await trpc.client.emailPreference.update.mutate({
      kind: 'interview',
      emailEnabled: true,
      digest: 'weekly',
    });
    const { items } = await trpc.client.emailPreference.list.query();
    expect(items.find((item) => item.kind === 'interview')).toMatchObject({ digest: 'weekly' });
    // A digest kind is not emailed at once.
    const content = { ...sample(user.id, 'vetting-received'), kind: 'interview' as const };
    expect(await queueEmail(t.db, content, SAMPLE_ORIGIN)).toBe(false);
  });

  it('does not queue a kind that was turned off; security emails are always queued', async () => {
    const { user, client } = await signedIn(t, 'developer');
    await client.put('/api/account/email-preferences', { kind: 'vetting', emailEnabled: false });
    expect(await queueEmail(t.db, sample(user.id, 'vetting-received'), SAMPLE_ORIGIN)).toBe(false);
    expect(await queueEmail(t.db, sample(user.id, 'password-reset'), SAMPLE_ORIGIN)).toBe(true);
  });

  it('one-click POST without Origin turns the kind off, idempotently; GET changes nothing', async () => {
    const { user } = await createUser(t.db, 'client');
    const token = signUnsubscribeToken(user.id, 'application_received');
    const visitor = t.http();
    const shown = await visitor.get(`/api/email/unsubscribe?token=${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      kind: 'application_received',
      label: 'New applications to my jobs',
      emailEnabled: true,
    });
    for (let attempt = 0; attempt < 2; attempt++) {
      const posted = await visitor.post(
        `/api/email/unsubscribe?token=${token}`,
        'List-Unsubscribe=One-Click',
        {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
      );
      expect(posted.status).toBe(200);
      expect(posted.body.emailEnabled).toBe(false);
    }
    const row = await t.db
      .selectFrom('emailPreferences')
      .select(['emailEnabled'])
      .where('userId', '=', user.id)
      .where('kind', '=', 'application_received')
      .executeTakeFirstOrThrow();
    expect(row.emailEnabled).toBe(false);
    expect(await queueEmail(t.db, sample(user.id, 'new-application'), SAMPLE_ORIGIN)).toBe(false);
  });

  it('refuses a bad or forged token with 400, and form bodies on any other path with 415', async () => {
    const { user } = await createUser(t.db, 'client');
    const forged = signUnsubscribeToken(user.id, 'message').replace(`${user.id}.`, `${user.id + 1}.`);
    for (const token of ['nonsense', forged, `${user.id}.security.abc`]) {
      const response = await t
        .http()
        .post(`/api/email/unsubscribe?token=${encodeURIComponent(token)}`, 'List-Unsubscribe=One-Click', {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
      expect(response.status, token).toBe(400);
      expect(response.body.message).toContain('unsubscribe link is not valid');
    }
    const elsewhere = await t.http().post('/api/account/email-preferences', 'a=b', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(elsewhere.status).toBe(415);
  });
});

describe('headers on the wire', () => {
  let sink: SmtpSink;
  let app: TestApp;
  beforeAll(async () => {
    sink = await SmtpSink.start();
    app = await createTestApp({ env: { SMTP_URL: sink.url } });
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
  });

  it('sends HTML and text, with List-Unsubscribe and List-Unsubscribe-Post only where they apply', async () => {
    const { user } = await createUser(app.db, 'client');
    await queueEmail(app.db, sample(user.id, 'new-application'), SAMPLE_ORIGIN);
    await queueEmail(app.db, sample(user.id, 'password-reset'), SAMPLE_ORIGIN);
    await app.app.services.jobs.runDue();
    expect(sink.messages).toHaveLength(2);
    // Header lines may be folded on the wire: unfold them before reading.
    const messages = sink.messages.map((message) => ({ data: message.data.replace(/\r?\n[ \t]+/g, ' ') }));
    const [application, reset] = [
      messages.find((message) => message.data.includes('New application')),
      messages.find((message) => message.data.includes('Reset your Talanta password')),
    ];
    expect(application?.data).toMatch(
      /List-Unsubscribe: <https:\/\/talanta\.example\/api\/email\/unsubscribe\?token=/,
    );
    expect(application?.data).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(application?.data).toContain('text/html');
    expect(application?.data).toContain('text/plain');
    expect(reset?.data).not.toContain('List-Unsubscribe');
    expect(reset?.data).toContain('text/html');
  });
});
