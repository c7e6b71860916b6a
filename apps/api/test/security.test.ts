import { ERROR_MESSAGES } from '@talanta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useTestApp } from './helpers/app';
import type { HttpResponse } from './helpers/http';
import { trpcError } from './helpers/trpc';
import { createUser, signInAs, TEST_PASSWORD, uniqueEmail } from './helpers/users';

const t = useTestApp();

/** The origin the app computes for itself under inject (protocol + Host header). */
const OWN_HOST = 'localhost:3000';
const OWN_ORIGIN = `http://${OWN_HOST}`;
const CROSS_SITE = 'https://evil.example';

const loginBody = (email: string, password = 'wrong-password') => JSON.stringify({ email, password });

function expectCsrfRefusal(response: HttpResponse) {
  expect(response.status).toBe(403);
  expect(response.body).toEqual({ message: ERROR_MESSAGES.badOrigin, code: 'FORBIDDEN' });
}

describe('CSRF: Origin and Sec-Fetch-Site', () => {
  const stateChanging = [
    { method: 'POST' as const, url: '/api/auth/logout', body: undefined },
    { method: 'POST' as const, url: '/api/auth/login', body: loginBody('a@example.com') },
    {
      method: 'PUT' as const,
      url: '/api/auth/user',
      body: '{"firstName":"A","lastName":"B","email":"a@example.com"}',
    },
    { method: 'POST' as const, url: '/trpc/auth.logout', body: undefined },
    { method: 'POST' as const, url: '/trpc/auth.login', body: loginBody('a@example.com') },
  ];

  it.each(stateChanging)('refuses $method $url from another site with 403', async ({ method, url, body }) => {
    const http = t.http();
    const { user } = await createUser(t.db, 'developer');
    const token = await signInAs(t.db, http, user);
    for (const origin of [CROSS_SITE, 'null', `${OWN_ORIGIN}.evil.example`, 'http://localhost:3001']) {
      const response = await http.request(method, url, { body, headers: { host: OWN_HOST, origin } });
      expectCsrfRefusal(response);
    }
    const fetchSite = await http.request(method, url, { body, headers: { 'sec-fetch-site': 'cross-site' } });
    expectCsrfRefusal(fetchSite);
    const sameSite = await http.request(method, url, { body, headers: { 'sec-fetch-site': 'same-site' } });
    expectCsrfRefusal(sameSite);
    // Nothing happened: the session survived the cross-site logout attempts.
    const session = await t.db
      .selectFrom('authSessions')
      .select('id')
      .where('id', '=', token.split('.')[0]!)
      .execute();
    expect(session).toHaveLength(1);
  });

  it("allows the app's own origin, and same-origin Sec-Fetch-Site", async () => {
    const http = t.http();
    const { user } = await createUser(t.db, 'client');
    await signInAs(t.db, http, user);
    const update = { firstName: 'Own', lastName: 'Origin', email: user.email };
    const own = await http.put('/api/auth/user', update, { headers: { host: OWN_HOST, origin: OWN_ORIGIN } });
    expect(own.status).toBe(200);
    expect(own.body.firstName).toBe('Own');
    const fetchSite = await http.put('/api/auth/user', update, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(fetchSite.status).toBe(200);
    const trpc = await http.post('/trpc/auth.updateUser', update, {
      headers: { host: OWN_HOST, origin: OWN_ORIGIN },
    });
    expect(trpc.status).toBe(200);
    // Under plain inject the Host is localhost:80, so that is the own origin there.
    const injectDefault = await http.put('/api/auth/user', update, {
      headers: { origin: 'http://localhost:80' },
    });
    expect(injectDefault.status).toBe(200);
  });

  it('judges callers without Origin or Sec-Fetch-Site by their session alone', async () => {
    const update = { firstName: 'Curl', lastName: 'User', email: uniqueEmail('curl') };
    const anonymous = await t.http().put('/api/auth/user', update);
    expect(anonymous.status).toBe(401);
    const http = t.http();
    const { user } = await createUser(t.db, 'developer');
    await signInAs(t.db, http, user);
    const signedIn = await http.put('/api/auth/user', update);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.email).toBe(update.email);
  });

  it('lets safe methods through from any site (they change nothing)', async () => {
    const response = await t.http().get('/api/auth/user', { headers: { origin: CROSS_SITE } });
    expect(response.status).toBe(401);
  });

  describe('with ALLOWED_ORIGINS and PUBLIC_URL', () => {
    let configured: TestApp;
    beforeAll(async () => {
      configured = await createTestApp({
        database: t.database,
        env: {
          ALLOWED_ORIGINS: 'https://partner.example, http://127.0.0.1:5173/',
          PUBLIC_URL: 'https://talanta.example/',
        },
      });
    });
    afterAll(async () => {
      await configured?.close();
    });

    it('allows the listed origins and the public URL, and still refuses others', async () => {
      for (const origin of ['https://partner.example', 'http://127.0.0.1:5173', 'https://talanta.example']) {
        const response = await configured.http().post('/api/auth/logout', undefined, { headers: { origin } });
        expect(response.status, origin).toBe(200);
      }
      for (const origin of [CROSS_SITE, 'http://partner.example', 'https://partner.example:8443']) {
        const response = await configured.http().post('/api/auth/logout', undefined, { headers: { origin } });
        expectCsrfRefusal(response);
      }
    });
  });
});

describe('CSRF: request bodies must be JSON', () => {
  const bodies = [
    { type: 'application/x-www-form-urlencoded', payload: 'email=a%40example.com&password=secret1' },
    { type: 'text/plain', payload: '{"email":"a@example.com","password":"secret1"}' },
    {
      type: 'multipart/form-data; boundary=x',
      payload: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n--x--\r\n',
    },
  ];
  const urls = ['/api/auth/login', '/api/auth/register', '/trpc/auth.login', '/trpc/auth.updateUser'];

  for (const url of urls) {
    it.each(bodies)(`refuses $type on ${url} with 415`, async ({ type, payload }) => {
      const response = await t
        .http()
        .request('POST', url, { body: payload, headers: { 'content-type': type } });
      expect(response.status).toBe(415);
      expect(response.body).toEqual({
        message: ERROR_MESSAGES.unsupportedMediaType,
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
    });
  }

  it('refuses a body without any Content-Type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: Buffer.from(loginBody('a@example.com')),
    });
    expect(response.statusCode).toBe(415);
  });

  it('accepts JSON with a charset', async () => {
    const response = await t.http().request('POST', '/api/auth/login', {
      body: loginBody(uniqueEmail('charset')),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(response.status).toBe(401);
  });

  it('leaves the upload path to multipart (it is not refused as a non-JSON body)', async () => {
    const response = await t.http().request('POST', '/api/uploads/avatar', {
      body: bodies[2]!.payload,
      headers: { 'content-type': bodies[2]!.type },
    });
    expect(response.status).not.toBe(415);
  });
});

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
