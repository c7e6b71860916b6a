import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useTestApp } from './helpers/app';
import { authRows, DAY_MS, expectSessionCookie } from './helpers/auth';
import { parseSetCookie, sessionSetCookie } from './helpers/http';
import { registration } from './helpers/registration';
import { createUser, signInAs, TEST_PASSWORD, uniqueEmail } from './helpers/users';

/** Signing in and out, and the Secure session cookie behind HTTPS. */

const t = useTestApp();

const { sessionRows } = authRows(t);

describe('POST /api/auth/login', () => {
  it('signs in with 200, the user and a session cookie (email in any case)', async () => {
    const { user, email } = await createUser(t.db, 'client');
    const http = t.http();
    const response = await http.post('/api/auth/login', {
      email: email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(user);
    expectSessionCookie(response);
    expect((await http.get('/api/auth/me')).body).toEqual(user);
  });

  it('answers 401 with the same message for a wrong password and an unknown email', async () => {
    const { email } = await createUser(t.db, 'developer');
    const wrongPassword = await t.http().post('/api/auth/login', { email, password: 'not-the-password' });
    const unknownEmail = await t.http().post('/api/auth/login', {
      email: uniqueEmail('nobody'),
      password: TEST_PASSWORD,
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Invalid email or password', code: 'UNAUTHORIZED' });
      expect(sessionSetCookie(response)).toBeUndefined();
    }
  });

  it('applies the login rules of the spec', async () => {
    const badEmail = await t.http().post('/api/auth/login', { email: 'nope', password: 'secret1' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe('Invalid email address');
    const shortPassword = await t.http().post('/api/auth/login', { email: 'a@example.com', password: '123' });
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.body.message).toBe('Password must be at least 6 characters');
    expect(shortPassword.body.issues).toEqual([
      { path: 'password', message: 'Password must be at least 6 characters' },
    ]);
  });

  it('opens a new session at every sign-in, each valid on its own', async () => {
    const { user, email } = await createUser(t.db, 'developer');
    const laptop = t.http();
    const phone = t.http();
    const first = await laptop.post('/api/auth/login', { email, password: TEST_PASSWORD });
    const second = await phone.post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(laptop.sessionToken).toBeDefined();
    expect(phone.sessionToken).toBeDefined();
    expect(laptop.sessionToken).not.toBe(phone.sessionToken);
    expect(await sessionRows(user.id)).toHaveLength(2);
    expect((await laptop.get('/api/auth/user')).status).toBe(200);
    expect((await phone.get('/api/auth/user')).status).toBe(200);
  });

  it('signs an admin in with a session much shorter than 30 days', async () => {
    const { user, email } = await createUser(t.db, 'admin');
    const response = await t.http().post('/api/auth/login', { email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body.role).toBe('admin');
    const cookie = expectSessionCookie(response);
    const lifetime = (cookie.expires?.getTime() ?? Number.POSITIVE_INFINITY) - Date.now();
    expect(lifetime).toBeGreaterThan(0);
    expect(lifetime).toBeLessThanOrEqual(DAY_MS);
    const [row] = await sessionRows(user.id);
    expect((row?.expiresAt.getTime() ?? Number.POSITIVE_INFINITY) - Date.now()).toBeLessThanOrEqual(DAY_MS);
  });
});

describe('POST /api/auth/logout', () => {
  it('deletes the session on the server and clears the cookie', async () => {
    const http = t.http();
    const { user } = await createUser(t.db, 'developer');
    const token = await signInAs(t.db, http, user);
    const other = t.http();
    await signInAs(t.db, other, user);

    const response = await http.post('/api/auth/logout');
    expect(response.status).toBe(200);
    const cleared = parseSetCookie(sessionSetCookie(response) ?? '');
    expect(cleared.value).toBe('');
    expect(cleared.expires?.getTime()).toBeLessThan(Date.now());
    expect(cleared.attributes.get('path')).toBe('/');
    expect(http.sessionToken).toBeUndefined();

    // The old cookie no longer works, even when replayed; the other device stays signed in.
    const replayed = await t
      .http()
      .get('/api/auth/user', { headers: { cookie: `talanta_session=${token}` } });
    expect(replayed.status).toBe(401);
    expect(await sessionRows(user.id)).toHaveLength(1);
    expect((await other.get('/api/auth/user')).status).toBe(200);
  });

  it('is harmless when signed out', async () => {
    const response = await t.http().post('/api/auth/logout');
    expect(response.status).toBe(200);
  });
});

describe('with COOKIE_SECURE=true', () => {
  let secure: TestApp;
  beforeAll(async () => {
    secure = await createTestApp({ env: { COOKIE_SECURE: 'true' }, database: t.database });
  });
  afterAll(async () => {
    await secure?.close();
  });

  it('marks the session cookie Secure and sends HSTS', async () => {
    const registered = await secure.http().post('/api/auth/register', registration());
    expect(registered.status).toBe(201);
    expectSessionCookie(registered, { secure: true });
    expect(registered.headers['strict-transport-security']).toMatch(/max-age=\d+/);

    const { email } = await createUser(t.db, 'client');
    const login = await secure.http().post('/api/auth/login', { email, password: TEST_PASSWORD });
    expectSessionCookie(login, { secure: true });
    const logout = await secure.http().post('/api/auth/logout');
    expect(parseSetCookie(sessionSetCookie(logout) ?? '').attributes.has('secure')).toBe(true);
  });

  it('reads the session from the __Host- cookie only', async () => {
    const { email } = await createUser(t.db, 'client');
    const login = await secure.http().post('/api/auth/login', { email, password: TEST_PASSWORD });
    const token = parseSetCookie(sessionSetCookie(login) ?? '').value;
    const asHostCookie = await secure.http().get('/api/auth/user', {
      headers: { cookie: `__Host-talanta_session=${token}` },
    });
    expect(asHostCookie.status).toBe(200);
    expect(asHostCookie.body.email).toBe(email);
    const asPlainCookie = await secure.http().get('/api/auth/user', {
      headers: { cookie: `talanta_session=${token}` },
    });
    expect(asPlainCookie.status).toBe(401);
    const openApi = await secure.http().get('/api/openapi.json');
    expect(openApi.body.components.securitySchemes.sessionCookie.name).toBe('__Host-talanta_session');
  });

  it('sends neither without it', async () => {
    const registered = await t.http().post('/api/auth/register', registration());
    expectSessionCookie(registered, { secure: false });
    expect(registered.headers['strict-transport-security']).toBeUndefined();
  });
});
