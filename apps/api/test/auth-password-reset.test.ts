import { ERROR_MESSAGES } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { configFromEnv, readEnv } from '../src/env';
import { createTestApp, useTestApp } from './helpers/app';
import { authRows } from './helpers/auth';
import { PRODUCTION_PLATFORM_ENV } from './helpers/config';
import { pollUntil } from './helpers/poll';
import { createUser, signInAs, TEST_PASSWORD, uniqueEmail } from './helpers/users';

/** Password reset: the request, the emailed single-use link and what using it ends. */

const t = useTestApp();

const RESET_REQUESTED = "If an account with that email exists, we've sent you a password reset link.";

const { sessionRows } = authRows(t);

describe('password reset', () => {
  async function outboxFor(email: string) {
    return t.db
      .selectFrom('emailOutbox')
      .select(['id', 'toAddress', 'subject', 'bodyText'])
      .where('toAddress', '=', email)
      .orderBy('id')
      .execute();
  }

  /** The reset email is written after the answer; this waits for it (and for the queue to empty). */
  async function emailsFor(email: string) {
    await pollUntil(
      () => t.db.selectFrom('passwordResetRequests').select('id').execute(),
      (queued) => queued.length === 0,
      'the forgot-password queue to empty',
    );
    return outboxFor(email);
  }

  function tokenFrom(bodyText: string): string {
    const match = /\/reset-password\?token=([a-z2-7]+)/.exec(bodyText);
    expect(match, 'a reset link in the email').not.toBeNull();
    return match?.[1] ?? '';
  }

  it('answers the same for known and unknown emails, emailing only the known one', async () => {
    const { email } = await createUser(t.db, 'developer');
    const unknown = uniqueEmail('unknown');
    const known = await t.http().post('/api/auth/forgot-password', { email: email.toUpperCase() });
    const missing = await t.http().post('/api/auth/forgot-password', { email: unknown });
    expect(known.status).toBe(200);
    expect(missing.status).toBe(200);
    expect(known.body).toEqual({ message: RESET_REQUESTED });
    expect(missing.body).toEqual(known.body);

    const emails = await emailsFor(email);
    expect(emails).toHaveLength(1);
    expect(emails[0]?.bodyText).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[a-z2-7]+$/m);
    expect(await outboxFor(unknown)).toEqual([]);
  });

  it('links to the configured origin, whatever Host or X-Forwarded-Host the request names', async () => {
    // A trusted proxy's X-Forwarded-Host is the request's host to Fastify: still not the link's.
    const proxied = await createTestApp({ database: t.database, env: { TRUST_PROXY: 'true', PORT: '4123' } });
    try {
      const direct = await createUser(t.db, 'developer');
      const forwarded = await createUser(t.db, 'developer');
      const hostile = { host: 'evil.example' };
      await t.http().post('/api/auth/forgot-password', { email: direct.email }, { headers: hostile });
      await proxied
        .http()
        .post(
          '/api/auth/forgot-password',
          { email: forwarded.email },
          { headers: { 'x-forwarded-host': 'evil.example' } },
        );
      const linkOrigin = async (email: string) =>
        /^(\S+)\/reset-password\?token=/m.exec((await emailsFor(email))[0]?.bodyText ?? '')?.[1];
      const origins = [await linkOrigin(direct.email), await linkOrigin(forwarded.email)];
      expect(origins).toEqual(['http://localhost:3000', 'http://localhost:4123']);
    } finally {
      await proxied.close();
    }
  });

  it('sets the new password with the emailed token, ends every session, and the token works once', async () => {
    const { user, email } = await createUser(t.db, 'client');
    const laptop = t.http();
    const phone = t.http();
    await signInAs(t.db, laptop, user);
    await signInAs(t.db, phone, user);

    expect((await t.http().post('/api/auth/forgot-password', { email })).status).toBe(200);
    const [sent] = await emailsFor(email);
    const token = tokenFrom(sent?.bodyText ?? '');
    // The database keeps only a hash of the token.
    const stored = await t.db
      .selectFrom('passwordResetTokens')
      .select('tokenHash')
      .where('userId', '=', user.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toBe(token);

    const mismatch = await t.http().post('/api/auth/reset-password', {
      token,
      password: 'brand-new-1',
      confirmPassword: 'brand-new-2',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe("Passwords don't match");

    const reset = await t.http().post('/api/auth/reset-password', {
      token,
      password: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    });
    expect(reset.status).toBe(200);
    expect(typeof reset.body.message).toBe('string');

    expect(await sessionRows(user.id)).toEqual([]);
    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await t.http().post('/api/auth/login', { email, password: TEST_PASSWORD })).status).toBe(401);
    expect((await t.http().post('/api/auth/login', { email, password: 'brand-new-1' })).status).toBe(200);

    const reused = await t.http().post('/api/auth/reset-password', {
      token,
      password: 'another-one-1',
      confirmPassword: 'another-one-1',
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ message: ERROR_MESSAGES.invalidResetToken, code: 'BAD_REQUEST' });
    expect((await t.http().post('/api/auth/login', { email, password: 'brand-new-1' })).status).toBe(200);
  });

  it('refuses an expired or unknown token', async () => {
    const { user, email } = await createUser(t.db, 'developer');
    await t.http().post('/api/auth/forgot-password', { email });
    const token = tokenFrom((await emailsFor(email))[0]?.bodyText ?? '');
    await t.db
      .updateTable('passwordResetTokens')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('userId', '=', user.id)
      .execute();
    for (const candidate of [token, 'made-up-token']) {
      const response = await t.http().post('/api/auth/reset-password', {
        token: candidate,
        password: 'brand-new-1',
        confirmPassword: 'brand-new-1',
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(ERROR_MESSAGES.invalidResetToken);
    }
    expect((await t.http().post('/api/auth/login', { email, password: TEST_PASSWORD })).status).toBe(200);
  });
});

describe('the public origin of links', () => {
  it('is required in production: without PUBLIC_URL the server refuses to start', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), ...PRODUCTION_PLATFORM_ENV };
    expect(() => readEnv(production)).toThrow(/PUBLIC_URL: is required when NODE_ENV=production/);
    const config = configFromEnv(readEnv({ ...production, PUBLIC_URL: 'https://Talanta.example:443/' }));
    expect(config.publicOrigin).toBe('https://talanta.example');
  });

  it('is an origin: a path, a query or another scheme is refused', () => {
    for (const PUBLIC_URL of [
      'https://talanta.example/app',
      'https://talanta.example/?a=1',
      'ftp://talanta.example',
    ]) {
      expect(() => readEnv({ PUBLIC_URL }), PUBLIC_URL).toThrow(/PUBLIC_URL/);
    }
    expect(configFromEnv(readEnv({ PORT: '8080' })).publicOrigin).toBe('http://localhost:8080');
  });
});
