import { claimDueEmails, createDb, type DbHandle, enqueueEmail } from '@talanta/db';
import { createTestDb } from '@talanta/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { Mailer } from '../src/mail/outbox';
import { useTestApp } from './helpers/app';
import { testConfig } from './helpers/config';
import { eventually } from './helpers/eventually';
import { SmtpSink } from './helpers/smtp-sink.mjs';

/**
 * The email outbox delivered over real SMTP (a loopback sink): each email exactly once although
 * several API processes drain the same table, retried after a failure, taken over from a sender
 * that died holding it.
 */
let sink: SmtpSink;
beforeAll(async () => {
  sink = await SmtpSink.start();
});
afterAll(async () => {
  await sink?.close();
});

function outboxRows(db: DbHandle['db']) {
  return db
    .selectFrom('emailOutbox')
    .select(['id', 'subject', 'attempts', 'lastError', 'sentAt'])
    .orderBy('id')
    .execute();
}

describe('two API processes draining one outbox on PostgreSQL', () => {
  // PostgreSQL runs on every machine, CI included: the local server when TEST_DATABASE_URL is unset.
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const EMAILS = 300;
  let base: DbHandle;
  const servers: { app: Awaited<ReturnType<typeof buildApp>>; database: DbHandle }[] = [];
  afterAll(async () => {
    for (const { app, database } of servers) {
      await app.close();
      await database.close();
    }
    await base?.close();
  });

  it(`delivers each of ${EMAILS} queued emails exactly once`, async () => {
    base = await createTestDb({ serverUrl });
    const mailers: Mailer[] = [];
    for (let server = 0; server < 2; server++) {
      // Each has its own pool and app, as two API processes on one database would.
      const database = await createDb({ databaseUrl: base.url ?? '', poolSize: 3 });
      const app = await buildApp({ database, config: testConfig({ SMTP_URL: sink.url }), logger: false });
      servers.push({ app, database });
      mailers.push(app.services.mailer);
    }
    const subjects = Array.from({ length: EMAILS }, (_, index) => `Outbox email ${index + 1}`);
    for (const subject of subjects) {
      await enqueueEmail(base.db, { to: 'amina@example.com', subject, text: `Body of ${subject}` });
    }
    sink.messages.length = 0;

    await Promise.all(mailers.map((mailer) => mailer.flush()));

    expect(sink.subjects().sort()).toEqual([...subjects].sort());
    const rows = await outboxRows(base.db);
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  }, 60_000);
});

describe('retries and leases', () => {
  const t = useTestApp();

  /** Flushes every 100 ms until the sink has received something (at most 10 s). */
  async function flushUntilDelivered(mailer: Mailer) {
    const delivered = async () => {
      await mailer.flush();
      return sink.messages.length > 0;
    };
    await eventually(delivered, 10_000, 100);
  }

  function mailerWith(options: { leaseMs?: number; retryBaseMs?: number }) {
    return new Mailer(t.db, t.app.log, {
      smtpUrl: sink.url,
      from: 'Talanta <no-reply@talanta.test>',
      ...options,
    });
  }

  it('retries a failed send after its backoff and then delivers it once', async () => {
    sink.messages.length = 0;
    await enqueueEmail(t.db, { to: 'joy@example.com', subject: 'Retried email', text: 'Hello' });
    const mailer = mailerWith({ retryBaseMs: 1500 });
    sink.rejectNext = 1;
    await mailer.flush();
    let [row] = await outboxRows(t.db);
    expect(row).toMatchObject({ subject: 'Retried email', attempts: 1, sentAt: null });
    expect(row?.lastError).toContain('451');

    // Not before the backoff: a flush right away leaves it alone.
    await mailer.flush();
    expect((await outboxRows(t.db))[0]?.attempts).toBe(1);

    await flushUntilDelivered(mailer);
    [row] = await outboxRows(t.db);
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(sink.subjects()).toEqual(['Retried email']);
  });

  it('takes over an email whose sender died holding it, once its lease is over', async () => {
    sink.messages.length = 0;
    await enqueueEmail(t.db, { to: 'brian@example.com', subject: 'Orphaned email', text: 'Hello' });
    // What a process that died mid-send leaves behind: a claim, and no delivery.
    const claimed = await claimDueEmails(t.db, { limit: 10, leaseMs: 1500, maxAttempts: 5 });
    expect(claimed.map((email) => email.subject)).toEqual(['Orphaned email']);
    const claimedAt = Date.now();

    const mailer = mailerWith({});
    await mailer.flush();
    expect(sink.messages).toEqual([]);

    await flushUntilDelivered(mailer);
    expect(Date.now() - claimedAt).toBeGreaterThanOrEqual(1000);
    expect(sink.subjects()).toEqual(['Orphaned email']);
    const row = (await outboxRows(t.db)).find((email) => email.subject === 'Orphaned email');
    expect(row).toMatchObject({ attempts: 2 });
  });
});
