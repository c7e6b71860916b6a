import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from './helpers/app';
import { CROSS_SITE, type HttpResponse } from './helpers/http';
import { createUser, signInAs, uniqueEmail } from './helpers/users';

/** Security headers, request size and time limits, and malformed requests. */

const t = useTestApp();

describe('headers', () => {
  function expectSecurityHeaders(response: HttpResponse, label: string) {
    const csp = String(response.headers['content-security-policy'] ?? '');
    const directives = new Map(
      csp
        .split(';')
        .map((directive) => directive.trim())
        .filter(Boolean)
        .map((directive) => {
          const [name = '', ...values] = directive.split(/\s+/);
          return [name, values] as const;
        }),
    );
    const scriptSrc = directives.get('script-src') ?? directives.get('default-src');
    expect(scriptSrc, `${label}: script-src`).toBeDefined();
    expect(scriptSrc, label).not.toContain("'unsafe-inline'");
    expect(scriptSrc, label).not.toContain("'unsafe-eval'");
    expect(directives.get('frame-ancestors'), label).toEqual(["'none'"]);
    expect(response.headers['x-frame-options'], `${label}: agrees with frame-ancestors`).toBe('DENY');
    expect(response.headers['x-content-type-options'], label).toBe('nosniff');
    expect(response.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-request-id'], label).toMatch(/^[0-9a-f-]{36}$/);
  }

  it('sends the security headers on every kind of response', async () => {
    const http = t.http();
    const responses: [string, HttpResponse][] = [
      ['health', await http.get('/api/health')],
      ['401', await http.get('/api/auth/user')],
      ['404', await http.get('/api/no-such-path')],
      ['403', await http.post('/api/auth/logout', undefined, { headers: { origin: CROSS_SITE } })],
      ['trpc', await http.get('/trpc/auth.me')],
      ['openapi', await http.get('/api/openapi.json')],
      ['docs', await http.get('/api/docs/')],
    ];
    for (const [label, response] of responses) {
      expectSecurityHeaders(response, label);
      // On a plain-http server nothing asks browsers to upgrade to https (it would break the page).
      expect(response.headers['content-security-policy'], label).not.toContain('upgrade-insecure-requests');
      expect(response.headers['strict-transport-security'], label).toBeUndefined();
    }
  });

  it('marks /api and /trpc responses no-store, errors included', async () => {
    const http = t.http();
    for (const response of [
      await http.get('/api/health'),
      await http.get('/api/auth/me'),
      await http.post('/api/auth/login', { email: 'x' }),
      await http.get('/trpc/auth.me'),
      await http.post('/api/auth/logout', undefined, { headers: { origin: CROSS_SITE } }),
    ]) {
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('request limits and malformed requests', () => {
  it('runs a tRPC batch of 10 calls and refuses one of 11', async () => {
    const http = t.http();
    const { user } = await createUser(t.db, 'developer');
    await signInAs(t.db, http, user);
    const batch = (size: number) =>
      http.get(`/trpc/${Array.from({ length: size }, () => 'auth.me').join(',')}?batch=1&input=%7B%7D`);

    const ten = await batch(10);
    expect(ten.status).toBe(200);
    expect(ten.body).toHaveLength(10);
    expect(ten.body[9].result.data.id).toBe(user.id);

    const eleven = await batch(11);
    expect(eleven.status).toBeGreaterThanOrEqual(400);
    expect(eleven.status).toBeLessThan(500);
    expect(JSON.stringify(eleven.body)).not.toContain(user.email);

    const elevenMutations = await http.post(
      `/trpc/${Array.from({ length: 11 }, () => 'auth.logout').join(',')}?batch=1`,
      {},
    );
    expect(elevenMutations.status).toBeGreaterThanOrEqual(400);
    expect(elevenMutations.status).toBeLessThan(500);
    // The refused batch did not run: the session is still there.
    expect((await http.get('/api/auth/user')).status).toBe(200);
  });

  it('answers 413 in the error shape for a body over BODY_LIMIT_BYTES', async () => {
    const small = await createTestApp({ database: t.database, env: { BODY_LIMIT_BYTES: '1024' } });
    try {
      const body = { email: 'a@example.com', password: 'x'.repeat(2000) };
      for (const url of ['/api/auth/login', '/trpc/auth.login']) {
        const response = await small.http().post(url, body);
        expect(response.status, url).toBe(413);
        expect(response.body, url).toEqual({ message: expect.any(String), code: 'PAYLOAD_TOO_LARGE' });
      }
      const fits = await small
        .http()
        .post('/api/auth/login', { email: uniqueEmail('fits'), password: 'secret1' });
      expect(fits.status).toBe(401);
    } finally {
      await small.close();
    }
  });

  it('answers 400 in the error shape for invalid JSON', async () => {
    const response = await t.http().post('/api/auth/login', '{"email": "a@example.com",');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: expect.any(String), code: 'BAD_REQUEST' });
    const trpc = await t.http().post('/trpc/auth.login', '{not json');
    expect(trpc.status).toBe(400);
  });

  it('answers 404 JSON for an unknown /api or /trpc path', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/auth/unknown'],
      ['DELETE', '/api/auth/user'],
    ] as const) {
      const response = await t.http().request(method, url);
      expect(response.status, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String) });
    }
    const trpc = await t.http().get('/trpc/auth.nothing');
    expect(trpc.status).toBe(404);
  });

  it('never leaks a stack trace or internals in an error', async () => {
    const response = await t.http().post('/api/auth/register', { email: 42 });
    expect(JSON.stringify(response.body)).not.toMatch(/stack|node_modules|at \w+ \(/);
    const trpc = await t.http().post('/trpc/auth.register', { email: 42 });
    expect(trpc.status).toBe(400);
    expect(trpc.body.error.data.stack).toBeUndefined();
  });
});
