import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, readEnv } from '../src/env';
import { createTestApp, type TestApp, useTestApp } from './helpers/app';
import { PRODUCTION_PLATFORM_ENV } from './helpers/config';

/** /dev/mailbox shows every reset link: only with DEV_MAILBOX=true, and only to this machine. */
const t = useTestApp();
const SUBJECT = 'Mailbox test: reset your password';

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://talanta.example',
  SESSION_SECRET: 'x'.repeat(32),
  ...PRODUCTION_PLATFORM_ENV,
};

let mailbox: TestApp;
let behindProxy: TestApp;
let production: TestApp;
beforeAll(async () => {
  mailbox = await createTestApp({
    database: t.database,
    env: { DEV_MAILBOX: 'true', PUBLIC_URL: 'http://talanta.test:8080' },
  });
  behindProxy = await createTestApp({
    database: t.database,
    env: { DEV_MAILBOX: 'true', TRUST_PROXY: 'true' },
  });
  production = await createTestApp({ database: t.database, env: { ...PRODUCTION, DEV_MAILBOX: 'true' } });
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
  await production?.close();
});

function open(app: TestApp, remoteAddress: string, headers: Record<string, string> = {}) {
  return app.http().get('/dev/mailbox', { remoteAddress, headers });
}

describe('/dev/mailbox', () => {
  it('is off unless DEV_MAILBOX=true, in every environment', async () => {
    for (const NODE_ENV of ['development', 'test', 'production']) {
      const env = readEnv({ ...PRODUCTION, NODE_ENV });
      expect(configFromEnv(env).devMailbox, NODE_ENV).toBe(false);
    }
    const off = await open(t, '127.0.0.1');
    expect(off.status).toBe(404);
    expect(off.body).toEqual({ message: 'No such path: GET /dev/mailbox', code: 'NOT_FOUND' });
  });

  it('is never served in production, even with DEV_MAILBOX=true', async () => {
    expect(production.config.devMailbox).toBe(false);
    for (const host of ['localhost:3000', 'talanta.example']) {
      const refused = await open(production, '127.0.0.1', { host });
      expect(refused.status, host).toBe(404);
      expect(refused.body, host).toEqual({ message: 'No such path: GET /dev/mailbox', code: 'NOT_FOUND' });
    }
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

  it('answers a loopback peer only when its Host names this server (no DNS rebinding)', async () => {
    for (const host of ['localhost', 'LOCALHOST:3000', '127.0.0.1:5173', '[::1]:3000', 'talanta.test:8080']) {
      expect((await open(mailbox, '127.0.0.1', { host })).status, host).toBe(200);
    }
    const foreign = [
      'evil.example',
      'evil.example:3000',
      'localhost.evil.example',
      'talanta.test',
      '127.0.0.2',
    ];
    for (const host of [...foreign, 'localhost:3000/x', 'user@localhost', '[::1].evil.example']) {
      const refused = await open(mailbox, '127.0.0.1', { host });
      expect(refused.status, host).toBe(404);
      expect(refused.body, host).toEqual({ message: 'No such path: GET /dev/mailbox', code: 'NOT_FOUND' });
    }
  });
});
