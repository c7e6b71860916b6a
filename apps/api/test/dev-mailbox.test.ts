import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, readEnv } from '../src/env';
import { createTestApp, type TestApp, useTestApp } from './helpers/app';

/** /dev/mailbox shows every reset link: only with DEV_MAILBOX=true, and only to this machine. */
const t = useTestApp();
const SUBJECT = 'Mailbox test: reset your password';

let mailbox: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  mailbox = await createTestApp({ database: t.database, env: { DEV_MAILBOX: 'true' } });
  behindProxy = await createTestApp({
    database: t.database,
    env: { DEV_MAILBOX: 'true', TRUST_PROXY: 'true' },
  });
  await t.db
    .insertInto('emailOutbox')
    .values({
      toAddress: 'someone@example.com',
      subject: SUBJECT,
      bodyText: 'http://x/reset-password?token=abc',
      attachments: JSON.stringify([
        { filename: 'interview.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR\nSUMMARY:<b>' },
      ]),
    })
    .execute();
});
afterAll(async () => {
  await mailbox?.close();
  await behindProxy?.close();
});

function open(app: TestApp, remoteAddress: string, headers: Record<string, string> = {}) {
  return app.http().get('/dev/mailbox', { remoteAddress, headers });
}

describe('/dev/mailbox', () => {
  it('is off unless DEV_MAILBOX=true, in every environment', async () => {
    for (const NODE_ENV of ['development', 'test', 'production']) {
      const env = readEnv({ NODE_ENV, SESSION_SECRET: 'x'.repeat(32) });
      expect(configFromEnv(env).devMailbox, NODE_ENV).toBe(false);
    }
    const off = await open(t, '127.0.0.1');
    expect(off.status).toBe(404);
    expect(off.body).toEqual({ message: 'No such path: GET /dev/mailbox', code: 'NOT_FOUND' });
  });

  it('shows the outbox to loopback clients when enabled, attachments folded and escaped', async () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const page = await open(mailbox, address);
      expect(page.status, address).toBe(200);
      expect(page.body, address).toContain(SUBJECT);
    }
    const page = String((await open(mailbox, '127.0.0.1')).raw.body);
    expect(page).toContain('interview.ics (text/calendar)');
    expect(page).toContain('SUMMARY:&#60;b&#62;');
    expect(page).not.toContain('SUMMARY:<b>');
  });

  it('answers 404 to anyone else, and to anything that came through a proxy', async () => {
    for (const address of ['10.0.0.5', '192.168.1.20', '::ffff:10.0.0.5', '2001:db8::1', '128.0.0.1']) {
      const refused = await open(mailbox, address);
      expect(refused.status, address).toBe(404);
      expect(String(refused.raw.body)).not.toContain(SUBJECT);
    }
    // A local reverse proxy forwarding a remote client, and a spoofed header through a trusted proxy.
    expect((await open(mailbox, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(404);
    expect((await open(behindProxy, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).status).toBe(404);
    expect((await open(behindProxy, '10.0.0.5', { 'x-forwarded-for': '127.0.0.1' })).status).toBe(404);
    expect((await open(behindProxy, '127.0.0.1', { forwarded: 'for=127.0.0.1' })).status).toBe(404);
  });
});
