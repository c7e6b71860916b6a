import { ERROR_MESSAGES } from '@talanta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useTestApp } from './helpers/app';
import type { HttpResponse } from './helpers/http';
import { trpcError } from './helpers/trpc';
import { createUser, TEST_PASSWORD, uniqueEmail } from './helpers/users';

/**
 * Brute-force limits on sign-in and registration, and sign-in answers that do not reveal which
 * emails exist.
 */

const t = useTestApp();

describe('rate limits on sign-in and registration', () => {
  let limited: TestApp;
  let perIp: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ database: t.database, env: { RATE_LIMIT_AUTH_PER_EMAIL: '3' } });
    perIp = await createTestApp({ database: t.database, env: { RATE_LIMIT_AUTH_PER_IP: '3' } });
  });
  afterAll(async () => {
    await limited?.close();
    await perIp?.close();
  });

  function expectTooMany(response: HttpResponse) {
    expect(response.status).toBe(429);
    expect(response.body).toEqual({ message: ERROR_MESSAGES.tooManyRequests, code: 'TOO_MANY_REQUESTS' });
    const retryAfter = Number(response.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
  }

  it('refuses the 4th attempt for one email with 429 and Retry-After; another email still works', async () => {
    const target = await createUser(t.db, 'developer');
    const bystander = await createUser(t.db, 'client');
    const http = limited.http();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await http.post('/api/auth/login', {
        email: target.email,
        password: 'wrong-password',
      });
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    // Even the right password waits: the limit is on attempts, not on failures.
    expectTooMany(
      await http.post('/api/auth/login', { email: target.email.toUpperCase(), password: TEST_PASSWORD }),
    );
    // The owner on another IP is not locked out by these failures (the ceiling across IPs is far off).
    const owner = await http.post(
      '/api/auth/login',
      { email: target.email, password: TEST_PASSWORD },
      { remoteAddress: '10.9.9.9' },
    );
    expect(owner.status).toBe(200);
    const other = await http.post('/api/auth/login', { email: bystander.email, password: TEST_PASSWORD });
    expect(other.status).toBe(200);
  });

  it('answers 429 with Retry-After through tRPC as well', async () => {
    const target = await createUser(t.db, 'developer');
    const browser = await limited.trpc();
    for (let attempt = 1; attempt <= 3; attempt++) {
      const error = await trpcError(
        browser.client.auth.login.mutate({ email: target.email, password: 'wrong-pass' }),
      );
      expect(error.data?.httpStatus).toBe(401);
    }
    const error = await trpcError(
      browser.client.auth.login.mutate({ email: target.email, password: TEST_PASSWORD }),
    );
    expect(error.message).toBe(ERROR_MESSAGES.tooManyRequests);
    expect(error.data).toMatchObject({ code: 'TOO_MANY_REQUESTS', httpStatus: 429 });
    const response = (error.meta as { response?: Response } | undefined)?.response;
    expect(Number(response?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("a successful sign-in clears that email's counter", async () => {
    const owner = await createUser(t.db, 'client');
    const http = limited.http();
    const attempt = (password: string) => http.post('/api/auth/login', { email: owner.email, password });
    expect((await attempt('wrong-password')).status).toBe(401);
    expect((await attempt('wrong-password')).status).toBe(401);
    expect((await attempt(TEST_PASSWORD)).status).toBe(200);
    // Without the reset the next attempt would be the 4th; after it, three more are allowed.
    for (let retry = 1; retry <= 3; retry++) expect((await attempt('wrong-password')).status).toBe(401);
    expectTooMany(await attempt('wrong-password'));
  });

  it('limits attempts per IP across emails, registration included; other IPs are unaffected', async () => {
    const http = perIp.http({ remoteAddress: '10.1.1.1' });
    expect(
      (await http.post('/api/auth/login', { email: uniqueEmail('ip'), password: 'wrong-1' })).status,
    ).toBe(401);
    expect(
      (await http.post('/api/auth/login', { email: uniqueEmail('ip'), password: 'wrong-2' })).status,
    ).toBe(401);
    const registration = {
      email: uniqueEmail('ip'),
      firstName: 'Rate',
      lastName: 'Limited',
      phoneNumber: '+254711111111',
      password: 'secret1',
      confirmPassword: 'secret1',
      role: 'client',
      acceptTerms: true,
    };
    expect((await http.post('/api/auth/register', registration)).status).toBe(201);
    expectTooMany(await http.post('/api/auth/register', { ...registration, email: uniqueEmail('ip') }));
    expectTooMany(await http.post('/api/auth/login', { email: uniqueEmail('ip'), password: 'wrong-3' }));

    const elsewhere = await http.post(
      '/api/auth/login',
      { email: uniqueEmail('ip'), password: 'wrong-4' },
      { remoteAddress: '10.1.1.2' },
    );
    expect(elsewhere.status).toBe(401);
  });

  it('caps all /api traffic per IP with the global limit, in the error shape', async () => {
    const global = await createTestApp({ database: t.database, env: { RATE_LIMIT_GLOBAL_PER_MINUTE: '5' } });
    try {
      const http = global.http({ remoteAddress: '10.2.2.2' });
      for (let request = 1; request <= 5; request++) expect((await http.get('/api/health')).status).toBe(200);
      const refused = await http.get('/api/health');
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
      expect(refused.body.message).toContain(ERROR_MESSAGES.tooManyRequests);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await global.close();
    }
  });
});

describe('sign-in does not reveal which emails exist', () => {
  it('answers a known email with a wrong password exactly like an unknown email', async () => {
    const { email } = await createUser(t.db, 'client');
    const known = await t.http().post('/api/auth/login', { email, password: 'wrong-password' });
    const unknown = await t
      .http()
      .post('/api/auth/login', { email: uniqueEmail('none'), password: 'wrong-password' });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
  });
});
