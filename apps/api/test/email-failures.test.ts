import { enqueueEmail } from '@talanta/db';
import { EMAIL_MESSAGES } from '@talanta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from './helpers/app';
import { eventually } from './helpers/eventually';
import { trpcAs, useActors } from './helpers/jobs';
import { SmtpSink } from './helpers/smtp-sink.mjs';
import { trpcError } from './helpers/trpc';

/**
 * Admins see the emails that failed for good or wait for a retry, and send one again (issue 15):
 * real SMTP failures from a loopback sink, over REST and tRPC.
 */
let sink: SmtpSink;
const options = { env: {} as Record<string, string> };
beforeAll(async () => {
  sink = await SmtpSink.start();
  // The app's own mailer talks to the sink too: the retry wakes it.
  options.env.SMTP_URL = sink.url;
});
afterAll(async () => {
  await sink?.close();
});
const t = useTestApp(options);
const { admin, client, developer } = useActors(t, {
  admin: 'admin',
  client: 'client',
  developer: 'developer',
});

function attemptsOf(subject: string) {
  return t.db
    .selectFrom('emailOutbox')
    .select('attempts')
    .where('subject', '=', subject)
    .executeTakeFirstOrThrow()
    .then((row) => row.attempts);
}

type Listed = { id: number; subject: string; status: string; attempts: number; nextAttemptAt: string | null };

describe('failing emails for admins', () => {
  let failedId = 0;
  let retryingId = 0;

  beforeAll(async () => {
    // One email fails every attempt (no wait between them), another fails once and waits a minute.
    await enqueueEmail(t.db, {
      to: 'amina@example.com',
      subject: 'Failed for good',
      text: 'Hello',
      kind: 'contract',
    });
    sink.rejectNext = 5;
    // A process of its own whose retries come after 1 ms sends its five attempts at once.
    const quick = await createTestApp({
      database: t.database,
      env: { SMTP_URL: sink.url, EMAIL_RETRY_BASE_MS: '1' },
    });
    try {
      await eventually(
        async () => {
          await quick.app.services.jobs.runDue();
          return (await attemptsOf('Failed for good')) === 5;
        },
        10_000,
        20,
      );
    } finally {
      await quick.close();
    }
    await enqueueEmail(t.db, { to: 'joy@example.com', subject: 'Retrying later', text: 'Hello' });
    sink.rejectNext = 1;
    // This app's retries wait a minute (EMAIL_RETRY_BASE_MS's default).
    await t.app.services.jobs.runDue();
    const rows = await t.db.selectFrom('emailOutbox').select(['id', 'subject']).execute();
    failedId = rows.find((row) => row.subject === 'Failed for good')?.id ?? 0;
    retryingId = rows.find((row) => row.subject === 'Retrying later')?.id ?? 0;
    expect(sink.messages).toEqual([]);
  });

  it('lists them newest first with attempts, last error and next attempt, paged', async () => {
    const listed = await admin.http.get('/api/admin/emails/failed');
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.headers['x-total-count']).toBe('2');
    expect(listed.body.map((email: Listed) => email.subject)).toEqual(['Retrying later', 'Failed for good']);
    const [retrying, failed] = listed.body;
    expect(failed).toMatchObject({
      id: failedId,
      to: 'amina@example.com',
      kind: 'contract',
      status: 'failed',
      attempts: 5,
      nextAttemptAt: null,
    });
    expect(failed.lastError).toContain('451');
    expect(retrying).toMatchObject({ id: retryingId, kind: 'security', status: 'retrying', attempts: 1 });
    expect(Date.parse(retrying.nextAttemptAt)).toBeGreaterThan(Date.now());
    expect(failed).not.toHaveProperty('bodyText');

    const page = await admin.http.get('/api/admin/emails/failed?limit=1&offset=1');
    expect(page.body.map((email: Listed) => email.id)).toEqual([failedId]);
    expect((await admin.http.get('/api/admin/emails/failed?limit=0')).status).toBe(400);

    const trpc = await trpcAs(t, admin);
    const viaTrpc = await trpc.client.emailOutbox.listFailed.query({ limit: 1 });
    expect(viaTrpc.total).toBe(2);
    expect(viaTrpc.emails.map((email) => email.subject)).toEqual(['Retrying later']);
  });

  it('is for admins only', async () => {
    for (const actor of [client, developer]) {
      expect((await actor.http.get('/api/admin/emails/failed')).status).toBe(403);
      expect((await actor.http.post(`/api/admin/emails/${failedId}/retry`, {})).status).toBe(403);
    }
    expect((await t.http().get('/api/admin/emails/failed')).status).toBe(401);
    expect((await t.http().post(`/api/admin/emails/${failedId}/retry`, {})).status).toBe(401);
    const trpc = await trpcAs(t, client);
    const refused = await trpcError(trpc.client.emailOutbox.listFailed.query({}));
    expect(refused.data?.code).toBe('FORBIDDEN');
  });

  it('sends a failed email again on retry, and only one that failed', async () => {
    const retried = await admin.http.post(`/api/admin/emails/${failedId}/retry`, {});
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body).toMatchObject({
      message: EMAIL_MESSAGES.retryQueued,
      email: { id: failedId, status: 'retrying', attempts: 0 },
    });
    // The retry woke this process's job runner; its round (and one more) is done when runDue returns.
    await t.app.services.jobs.runDue();
    expect(sink.subjects()).toEqual(['Failed for good']);
    const sent = await t.db
      .selectFrom('emailOutbox')
      .select(['sentAt', 'attempts', 'lastError'])
      .where('id', '=', failedId)
      .executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ attempts: 1, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);

    const listed = await admin.http.get('/api/admin/emails/failed');
    expect(listed.body.map((email: Listed) => email.id)).toEqual([retryingId]);
    const again = await admin.http.post(`/api/admin/emails/${failedId}/retry`, {});
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(EMAIL_MESSAGES.notFailing);
    expect((await admin.http.post('/api/admin/emails/999999/retry', {})).status).toBe(404);

    const trpc = await trpcAs(t, admin);
    const viaTrpc = await trpc.client.emailOutbox.retry.mutate({ id: retryingId });
    expect(viaTrpc.email).toMatchObject({ id: retryingId, status: 'retrying', attempts: 0 });
    await t.app.services.jobs.runDue();
    expect(sink.subjects()).toEqual(['Failed for good', 'Retrying later']);
    expect((await admin.http.get('/api/admin/emails/failed')).body).toEqual([]);
  });
});
