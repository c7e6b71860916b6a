import {
  claimDueBackgroundJobs,
  createDb,
  type DbHandle,
  EMAIL_SEND_JOB,
  enqueueEmail,
  startEmailAttempt,
} from '@talanta/db';
import { createTestDb } from '@talanta/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { JobRunner } from '../src/jobs/runner';
import { useTestApp } from './helpers/app';
import { testConfig } from './helpers/config';
import { eventually } from './helpers/eventually';
import { SmtpSink } from './helpers/smtp-sink.mjs';

/**
 * The email outbox delivered over real SMTP (a loopback sink) by the job runner's `email.send`
 * jobs: each email exactly once although several API processes run the same queue, retried after
 * a failure, taken over from a sender that died holding it.
 */
let sink: SmtpSink;
const retryOptions = { env: { EMAIL_RETRY_BASE_MS: '1500' } as Record<string, string> };
beforeAll(async () => {
  sink = await SmtpSink.start();
  retryOptions.env.SMTP_URL = sink.url;
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

// Where a PostgreSQL server is named (CI); `pnpm test` without one runs on PGlite alone.
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  describe('two API processes draining one outbox on PostgreSQL', () => {
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
      const runners: JobRunner[] = [];
      for (let server = 0; server < 2; server++) {
        // Each has its own pool and app, as two API processes on one database would.
        const database = await createDb({ databaseUrl: base.url ?? '', poolSize: 3 });
        const app = await buildApp({ database, config: testConfig({ SMTP_URL: sink.url }), logger: false });
        servers.push({ app, database });
        runners.push(app.services.jobs);
      }
      const subjects = Array.from({ length: EMAILS }, (_, index) => `Outbox email ${index + 1}`);
      for (const subject of subjects) {
        await enqueueEmail(base.db, { to: 'amina@example.com', subject, text: `Body of ${subject}` });
      }
      sink.messages.length = 0;

      await Promise.all(runners.map((jobs) => jobs.runDue()));

      expect(sink.subjects().sort()).toEqual([...subjects].sort());
      const rows = await outboxRows(base.db);
      expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
    }, 60_000);
  });
}

describe('retries and leases', () => {
  const t = useTestApp(retryOptions);

  /** Runs the due jobs every 100 ms until the sink has received something (at most 10 s). */
  async function runUntilDelivered() {
    const delivered = async () => {
      await t.app.services.jobs.runDue();
      return sink.messages.length > 0;
    };
    await eventually(delivered, 10_000, 100);
  }

  it('retries a failed send after its backoff and then delivers it once', async () => {
    sink.messages.length = 0;
    await enqueueEmail(t.db, { to: 'joy@example.com', subject: 'Retried email', text: 'Hello' });
    sink.rejectNext = 1;
    await t.app.services.jobs.runDue();
    let [row] = await outboxRows(t.db);
    expect(row).toMatchObject({ subject: 'Retried email', attempts: 1, sentAt: null });
    expect(row?.lastError).toContain('451');

    // Not before the backoff: running what is due right away leaves it alone.
    await t.app.services.jobs.runDue();
    expect((await outboxRows(t.db))[0]?.attempts).toBe(1);

    await runUntilDelivered();
    [row] = await outboxRows(t.db);
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(sink.subjects()).toEqual(['Retried email']);
  });

  it('takes over an email whose sender died holding it, once its lease is over', async () => {
    sink.messages.length = 0;
    const id = await enqueueEmail(t.db, {
      to: 'brian@example.com',
      subject: 'Orphaned email',
      text: 'Hello',
    });
    // What a process that died mid-send leaves behind: its job claimed, an attempt begun, no delivery.
    const claimed = await claimDueBackgroundJobs(t.db, {
      worker: 'dead',
      leases: { [EMAIL_SEND_JOB]: 1500 },
      limit: 10,
    });
    expect(claimed.map((job) => job.payload)).toEqual([{ emailId: id }]);
    await startEmailAttempt(t.db, id);
    const claimedAt = Date.now();

    await t.app.services.jobs.runDue();
    expect(sink.messages).toEqual([]);

    await runUntilDelivered();
    expect(Date.now() - claimedAt).toBeGreaterThanOrEqual(1000);
    expect(sink.subjects()).toEqual(['Orphaned email']);
    const row = (await outboxRows(t.db)).find((email) => email.subject === 'Orphaned email');
    expect(row).toMatchObject({ attempts: 2 });
  });
});
