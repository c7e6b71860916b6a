import { ERROR_MESSAGES } from '@talanta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useTestApp } from './helpers/app';
import { PRODUCTION_PLATFORM_ENV } from './helpers/config';
import { CROSS_SITE, type HttpResponse, OWN_HOST, OWN_ORIGIN } from './helpers/http';
import { createUser, signInAs, TEST_PASSWORD, uniqueEmail } from './helpers/users';

/** CSRF: state-changing requests must come from the app's own origin and send JSON. */

const t = useTestApp();

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

  it("counts a request's own origin only under a loopback name, and not in production", async () => {
    const logout = (app: TestApp, host: string, origin = `http://${host}`) =>
      app.http().post('/api/auth/logout', undefined, { headers: { host, origin } });
    // A page whose name was rebound to 127.0.0.1 sends its own name as both Host and Origin.
    for (const host of ['evil.example:3000', 'talanta.evil.example'])
      expectCsrfRefusal(await logout(t, host));
    for (const host of ['127.0.0.1:5173', '[::1]:3000'])
      expect((await logout(t, host)).status, host).toBe(200);
    const production = await createTestApp({
      database: t.database,
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://talanta.example',
        SESSION_SECRET: 'x'.repeat(32),
        ...PRODUCTION_PLATFORM_ENV,
      },
    });
    try {
      expectCsrfRefusal(await logout(production, 'localhost:3000'));
      expect((await logout(production, 'talanta.example', 'https://talanta.example')).status).toBe(200);
    } finally {
      await production.close();
    }
  });

  it('judges callers without Origin or Sec-Fetch-Site by their session alone', async () => {
    const update = { firstName: 'Curl', lastName: 'User', email: uniqueEmail('curl') };
    const anonymous = await t.http().put('/api/auth/user', update);
    expect(anonymous.status).toBe(401);
    const http = t.http();
    const { user } = await createUser(t.db, 'developer');
    await signInAs(t.db, http, user);
    const signedIn = await http.put('/api/auth/user', { ...update, currentPassword: TEST_PASSWORD });
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
