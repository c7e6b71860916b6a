import { ERROR_MESSAGES } from '@talanta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/password';
import { createTestApp, type TestApp, useTestApp } from './helpers/app';
import { type HttpResponse, parseSetCookie, sessionSetCookie } from './helpers/http';
import { pollUntil } from './helpers/poll';
import { trpcError } from './helpers/trpc';
import { createUser, signInAs, TEST_PASSWORD, uniqueEmail } from './helpers/users';

const t = useTestApp();

const DAY_MS = 24 * 60 * 60 * 1000;
const USER_KEYS = [
  'createdAt',
  'email',
  'emailVerified',
  'firstName',
  'id',
  'lastName',
  'phoneNumber',
  'profileImageUrl',
  'role',
];
const RESET_REQUESTED = "If an account with that email exists, we've sent you a password reset link.";

function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('register'),
    firstName: 'Amina',
    lastName: 'Otieno',
    phoneNumber: '+254712345678',
    password: 'secret1',
    confirmPassword: 'secret1',
    role: 'developer',
    areaOfSpecialization: 'Backend Development',
    githubUrl: 'https://github.com/amina',
    ...overrides,
  };
}

function expectSessionCookie(response: HttpResponse, options: { secure?: boolean } = {}) {
  const header = sessionSetCookie(response);
  expect(header, 'a session Set-Cookie header').toBeDefined();
  const cookie = parseSetCookie(header ?? '');
  // Secure cookies carry the __Host- prefix, which needs Path=/ and no Domain.
  expect(cookie.name).toBe(options.secure ? '__Host-talanta_session' : 'talanta_session');
  expect(cookie.attributes.has('domain')).toBe(false);
  expect(cookie.value).toMatch(/^[a-z2-7]{32}\.[a-z2-7]{32}$/);
  expect(cookie.attributes.has('httponly')).toBe(true);
  expect(cookie.attributes.get('samesite')).toBe('Lax');
  expect(cookie.attributes.get('path')).toBe('/');
  expect(cookie.attributes.has('secure')).toBe(options.secure ?? false);
  return cookie;
}

async function userRow(email: string) {
  return t.db
    .selectFrom('users')
    .select(['id', 'email', 'passwordHash', 'role', 'phoneNumber'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

async function sessionRows(userId: number) {
  return t.db.selectFrom('authSessions').select(['id', 'expiresAt']).where('userId', '=', userId).execute();
}

describe('POST /api/auth/register', () => {
  it('creates a developer with its profile, answers 201 with the user and a session cookie', async () => {
    const http = t.http();
    const payload = registration({ email: '  Amina.Otieno@Example.COM ' });
    const response = await http.post('/api/auth/register', payload);

    expect(response.status).toBe(201);
    expect(Object.keys(response.body).sort()).toEqual(USER_KEYS);
    expect(response.body).toMatchObject({
      id: expect.any(Number),
      email: 'amina.otieno@example.com',
      firstName: 'Amina',
      lastName: 'Otieno',
      phoneNumber: '+254712345678',
      role: 'developer',
      profileImageUrl: null,
    });
    expect(JSON.stringify(response.body)).not.toContain('secret1');

    const cookie = expectSessionCookie(response);
    const lifetime = (cookie.expires?.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(29 * DAY_MS);
    expect(lifetime).toBeLessThanOrEqual(30 * DAY_MS);

    const stored = await userRow('amina.otieno@example.com');
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored?.passwordHash ?? '', 'secret1')).toBe(true);

    const profile = await t.db
      .selectFrom('developerProfiles')
      .select(['areaOfSpecialization', 'githubUrl', 'isApproved'])
      .where('userId', '=', response.body.id)
      .execute();
    expect(profile).toEqual([
      {
        areaOfSpecialization: 'Backend Development',
        githubUrl: 'https://github.com/amina',
        isApproved: false,
      },
    ]);
    const clientProfiles = await t.db
      .selectFrom('clientProfiles')
      .select('id')
      .where('userId', '=', response.body.id)
      .execute();
    expect(clientProfiles).toEqual([]);

    // Only the session id and a hash of its secret are stored, never the token.
    const [sessionId, secret] = cookie.value.split('.');
    const session = await t.db
      .selectFrom('authSessions')
      .select(['id', 'secretHash'])
      .where('userId', '=', response.body.id)
      .executeTakeFirstOrThrow();
    expect(session.id).toBe(sessionId);
    expect(new Uint8Array(session.secretHash).length).toBe(32);
    expect(Buffer.from(session.secretHash).toString()).not.toContain(secret);

    const me = await http.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toEqual(response.body);
  });

  it('creates a client with a client profile and no developer profile', async () => {
    const payload = registration({ role: 'client', areaOfSpecialization: undefined, githubUrl: undefined });
    const response = await t.http().post('/api/auth/register', payload);
    expect(response.status).toBe(201);
    expect(response.body.role).toBe('client');
    expectSessionCookie(response);
    const clientProfiles = await t.db
      .selectFrom('clientProfiles')
      .select(['companyName'])
      .where('userId', '=', response.body.id)
      .execute();
    expect(clientProfiles).toEqual([{ companyName: null }]);
    const developerProfiles = await t.db
      .selectFrom('developerProfiles')
      .select('id')
      .where('userId', '=', response.body.id)
      .execute();
    expect(developerProfiles).toEqual([]);
  });

  it('stores an empty GitHub URL as null', async () => {
    const response = await t.http().post('/api/auth/register', registration({ githubUrl: '' }));
    expect(response.status).toBe(201);
    const profile = await t.db
      .selectFrom('developerProfiles')
      .select(['githubUrl', 'areaOfSpecialization'])
      .where('userId', '=', response.body.id)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({ githubUrl: null, areaOfSpecialization: 'Backend Development' });
  });

  const rules: { rule: string; change: Record<string, unknown>; path: string; message: string }[] = [
    { rule: 'an invalid email', change: { email: 'amina' }, path: 'email', message: 'Invalid email address' },
    {
      rule: 'an empty first name',
      change: { firstName: '' },
      path: 'firstName',
      message: 'First name is required',
    },
    {
      rule: 'an empty last name',
      change: { lastName: '' },
      path: 'lastName',
      message: 'Last name is required',
    },
    {
      rule: 'a phone not in Kenyan format',
      change: { phoneNumber: '0712345678' },
      path: 'phoneNumber',
      message: 'Phone number must be in Kenyan format (+254XXXXXXXXX)',
    },
    {
      rule: 'an Indian number not starting with 6-9',
      change: { phoneNumber: '+915876543210' },
      path: 'phoneNumber',
      message: 'Phone number must be in Kenyan format (+254XXXXXXXXX)',
    },
    {
      rule: 'an Indian number of 11 digits',
      change: { phoneNumber: '+9198765432101' },
      path: 'phoneNumber',
      message: 'Phone number must be in Kenyan format (+254XXXXXXXXX)',
    },
    {
      rule: 'a password under 6 characters',
      change: { password: '12345', confirmPassword: '12345' },
      path: 'password',
      message: 'Password must be at least 6 characters',
    },
    {
      rule: 'a confirmation under 6 characters',
      change: { confirmPassword: '123' },
      path: 'confirmPassword',
      message: 'Password confirmation is required',
    },
    { rule: 'an unknown role', change: { role: 'manager' }, path: 'role', message: 'Please select a role' },
    {
      rule: 'a bad GitHub URL',
      change: { githubUrl: 'not a url' },
      path: 'githubUrl',
      message: 'Invalid GitHub URL',
    },
    {
      rule: 'passwords that differ',
      change: { confirmPassword: 'secret2' },
      path: 'confirmPassword',
      message: "Passwords don't match",
    },
    {
      rule: 'a developer without specialization',
      change: { areaOfSpecialization: '' },
      path: 'areaOfSpecialization',
      message: 'Area of specialization is required for developers',
    },
  ];

  it.each(rules)('refuses $rule with 400 and the spec message', async ({ change, path, message }) => {
    const payload = registration(change);
    const response = await t.http().post('/api/auth/register', payload);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.code).toBe('BAD_REQUEST');
    expect(Array.isArray(response.body.issues)).toBe(true);
    expect(response.body.issues[0]).toEqual({ path, message });
    expect(sessionSetCookie(response)).toBeUndefined();
    if (typeof payload.email === 'string' && payload.email.includes('@')) {
      expect(await userRow(payload.email)).toBeUndefined();
    }
  });

  it('accepts an Indian mobile number (+91, 10 digits from 6-9) over REST and tRPC', async () => {
    const rest = await t.http().post('/api/auth/register', registration({ phoneNumber: ' +919876543210 ' }));
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body.phoneNumber).toBe('+919876543210');
    const browser = await t.trpc();
    const user = await browser.client.auth.register.mutate(
      registration({ phoneNumber: '+916123456789', role: 'client', areaOfSpecialization: '' }) as never,
    );
    expect(user.phoneNumber).toBe('+916123456789');
    expect((await userRow(user.email))?.phoneNumber).toBe('+916123456789');
  });

  it('refuses role admin with 400 "Please select a role" and creates nobody', async () => {
    const payload = registration({ role: 'admin', areaOfSpecialization: undefined });
    const response = await t.http().post('/api/auth/register', payload);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Please select a role', code: 'BAD_REQUEST' });
    expect(response.body.issues).toContainEqual({ path: 'role', message: 'Please select a role' });
    expect(await userRow(payload.email)).toBeUndefined();
  });

  it('refuses a duplicate email, in any case, with 409', async () => {
    const email = uniqueEmail('duplicate');
    const first = await t.http().post('/api/auth/register', registration({ email }));
    expect(first.status).toBe(201);
    const again = await t
      .http()
      .post('/api/auth/register', registration({ email: email.toUpperCase(), role: 'client' }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: ERROR_MESSAGES.emailTaken, code: 'CONFLICT' });
    expect(sessionSetCookie(again)).toBeUndefined();
    const rows = await t.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 400, never 500, to bodies of the wrong shape', async () => {
    const http = t.http();
    for (const body of ['[]', '"text"', '42', 'null', '{"email":42,"role":["developer"]}']) {
      const response = await http.post('/api/auth/register', body);
      expect(response.status, body).toBe(400);
      expect(typeof response.body.message, body).toBe('string');
      expect(typeof response.body.code, body).toBe('string');
    }
  });
});

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

describe('GET /api/auth/user and /api/auth/me', () => {
  it('answer the signed-in user on both paths', async () => {
    const http = t.http();
    const { user } = await createUser(t.db, 'client');
    await signInAs(t.db, http, user);
    for (const path of ['/api/auth/user', '/api/auth/me']) {
      const response = await http.get(path);
      expect(response.status).toBe(200);
      expect(response.body).toEqual(user);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answer 401 when signed out', async () => {
    for (const path of ['/api/auth/user', '/api/auth/me']) {
      const response = await t.http().get(path);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: ERROR_MESSAGES.notSignedIn, code: 'UNAUTHORIZED' });
    }
  });

  it('answer 401 and clear the cookie for a forged, tampered or expired token', async () => {
    const { user } = await createUser(t.db, 'developer');
    const http = t.http();
    const token = await signInAs(t.db, http, user);
    const [id] = token.split('.');
    const tampered = `${id}.${'a'.repeat(32)}`;
    for (const forged of ['garbage', `${'b'.repeat(32)}.${'c'.repeat(32)}`, tampered, `${token}.extra`]) {
      const response = await t
        .http()
        .get('/api/auth/user', { headers: { cookie: `talanta_session=${forged}` } });
      expect(response.status, forged).toBe(401);
      const cleared = parseSetCookie(sessionSetCookie(response) ?? '');
      expect(cleared.value, forged).toBe('');
    }
    // The tampered token did not harm the real session.
    expect((await http.get('/api/auth/user')).status).toBe(200);

    await t.db
      .updateTable('authSessions')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', id!)
      .execute();
    expect((await http.get('/api/auth/user')).status).toBe(401);
    expect(http.sessionToken).toBeUndefined();
    expect(await sessionRows(user.id)).toEqual([]);
  });

  it('slide a session used in the second half of its life, sending a fresh cookie', async () => {
    const { user } = await createUser(t.db, 'developer');
    const http = t.http();
    const token = await signInAs(t.db, http, user);
    const [id] = token.split('.');

    const fresh = await http.get('/api/auth/user');
    expect(fresh.status).toBe(200);
    expect(sessionSetCookie(fresh)).toBeUndefined();

    await t.db
      .updateTable('authSessions')
      .set({ expiresAt: new Date(Date.now() + DAY_MS) })
      .where('id', '=', id!)
      .execute();
    const slid = await http.get('/api/auth/user');
    expect(slid.status).toBe(200);
    const cookie = expectSessionCookie(slid);
    expect(cookie.value).toBe(token);
    expect((cookie.expires?.getTime() ?? 0) - Date.now()).toBeGreaterThan(29 * DAY_MS);
    const [row] = await sessionRows(user.id);
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(29 * DAY_MS);
  });
});

describe('PUT /api/auth/user', () => {
  it('updates first name, last name and email and returns the user', async () => {
    const http = t.http();
    const { user } = await createUser(t.db, 'developer');
    await signInAs(t.db, http, user);
    const newEmail = uniqueEmail('renamed');
    const response = await http.put('/api/auth/user', {
      firstName: ' Achieng ',
      lastName: 'Wambui',
      email: newEmail.toUpperCase(),
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...user, firstName: 'Achieng', lastName: 'Wambui', email: newEmail });
    expect((await http.get('/api/auth/user')).body).toEqual(response.body);
    // Keeping one's own email is not a conflict.
    const same = await http.put('/api/auth/user', { firstName: 'Achieng', lastName: 'W', email: newEmail });
    expect(same.status).toBe(200);
  });

  it('answers 409 for an email another account has, in any case', async () => {
    const other = await createUser(t.db, 'client');
    const http = t.http();
    const { user } = await createUser(t.db, 'developer');
    await signInAs(t.db, http, user);
    const response = await http.put('/api/auth/user', {
      firstName: 'A',
      lastName: 'B',
      email: other.email.toUpperCase(),
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: ERROR_MESSAGES.emailTaken, code: 'CONFLICT' });
    expect((await http.get('/api/auth/user')).body.email).toBe(user.email);
  });

  it('answers 400 with the spec messages and 401 when signed out', async () => {
    const http = t.http();
    const { user } = await createUser(t.db, 'client');
    await signInAs(t.db, http, user);
    const invalid = await http.put('/api/auth/user', { firstName: '', lastName: 'B', email: 'x' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('First name is required');
    expect(invalid.body.issues).toEqual([
      { path: 'firstName', message: 'First name is required' },
      { path: 'email', message: 'Invalid email address' },
    ]);
    const signedOut = await t
      .http()
      .put('/api/auth/user', { firstName: 'A', lastName: 'B', email: 'a@example.com' });
    expect(signedOut.status).toBe(401);
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
    expect(emails[0]?.bodyText).toMatch(/^http:\/\/localhost:80\/reset-password\?token=[a-z2-7]+$/m);
    expect(await outboxFor(unknown)).toEqual([]);
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

describe('the same procedures through the tRPC client', () => {
  it('registers, reads, updates and signs out with the cookie', async () => {
    const browser = await t.trpc();
    const email = uniqueEmail('trpc');
    const user = await browser.client.auth.register.mutate(registration({ email }) as never);
    expect(user).toMatchObject({ email, role: 'developer', firstName: 'Amina' });
    expect(Object.keys(user).sort()).toEqual(USER_KEYS);
    const header = browser.lastSetCookies.find((cookie) => cookie.startsWith('talanta_session='));
    const cookie = parseSetCookie(header ?? '');
    expect(cookie.attributes.has('httponly')).toBe(true);
    expect(cookie.attributes.get('samesite')).toBe('Lax');
    expect(cookie.attributes.get('path')).toBe('/');
    expect(cookie.attributes.has('secure')).toBe(false);

    expect(await browser.client.auth.me.query()).toEqual(user);
    const profile = await t.db
      .selectFrom('developerProfiles')
      .select(['areaOfSpecialization', 'githubUrl'])
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({
      areaOfSpecialization: 'Backend Development',
      githubUrl: 'https://github.com/amina',
    });

    const updated = await browser.client.auth.updateUser.mutate({
      firstName: 'Akinyi',
      lastName: 'O',
      email,
    });
    expect(updated).toEqual({ ...user, firstName: 'Akinyi', lastName: 'O' });

    // The session is the same whichever transport made it.
    const rest = await t.http().get('/api/auth/user', {
      headers: { cookie: `talanta_session=${browser.sessionToken}` },
    });
    expect(rest.body).toEqual(updated);

    const token = browser.sessionToken;
    await browser.client.auth.logout.mutate();
    expect(browser.sessionToken).toBeUndefined();
    const signedOut = await trpcError(browser.client.auth.me.query());
    expect(signedOut.data?.httpStatus).toBe(401);
    const replayed = await t
      .http()
      .get('/api/auth/user', { headers: { cookie: `talanta_session=${token}` } });
    expect(replayed.status).toBe(401);
  });

  it('reports each validation rule with its spec message, code and issues', async () => {
    const browser = await t.trpc();
    const error = await trpcError(
      browser.client.auth.register.mutate(registration({ phoneNumber: '+2547' }) as never),
    );
    expect(error.message).toBe('Phone number must be in Kenyan format (+254XXXXXXXXX)');
    expect(error.data).toMatchObject({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      issues: [{ path: 'phoneNumber', message: 'Phone number must be in Kenyan format (+254XXXXXXXXX)' }],
    });
    const admin = await trpcError(
      browser.client.auth.register.mutate(registration({ role: 'admin' }) as never),
    );
    expect(admin.message).toBe('Please select a role');
    expect(admin.data?.httpStatus).toBe(400);
    const specialization = await trpcError(
      browser.client.auth.register.mutate(registration({ areaOfSpecialization: undefined }) as never),
    );
    expect(specialization.message).toBe('Area of specialization is required for developers');
    expect(specialization.data?.issues).toEqual([
      { path: 'areaOfSpecialization', message: 'Area of specialization is required for developers' },
    ]);
  });

  it('signs in (a new session each time), refuses bad credentials alike, and answers 409 on duplicates', async () => {
    const { user, email } = await createUser(t.db, 'client');
    const first = await t.trpc();
    const second = await t.trpc();
    expect(await first.client.auth.login.mutate({ email, password: TEST_PASSWORD })).toEqual(user);
    expect(await second.client.auth.login.mutate({ email, password: TEST_PASSWORD })).toEqual(user);
    expect(first.sessionToken).toBeDefined();
    expect(first.sessionToken).not.toBe(second.sessionToken);
    expect(await first.client.auth.me.query()).toEqual(user);
    expect(await second.client.auth.me.query()).toEqual(user);

    const wrong = await trpcError(first.client.auth.login.mutate({ email, password: 'wrong-password' }));
    const unknown = await trpcError(
      first.client.auth.login.mutate({ email: uniqueEmail('ghost'), password: TEST_PASSWORD }),
    );
    for (const error of [wrong, unknown]) {
      expect(error.message).toBe('Invalid email or password');
      expect(error.data).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 401 });
    }

    const duplicate = await trpcError(
      first.client.auth.register.mutate(registration({ email: email.toUpperCase() }) as never),
    );
    expect(duplicate.message).toBe(ERROR_MESSAGES.emailTaken);
    expect(duplicate.data).toMatchObject({ code: 'CONFLICT', httpStatus: 409 });
  });

  it('answers UNAUTHORIZED to signed-out calls of signed-in procedures', async () => {
    const visitor = await t.trpc();
    const me = await trpcError(visitor.client.auth.me.query());
    expect(me.message).toBe(ERROR_MESSAGES.notSignedIn);
    expect(me.data).toMatchObject({ code: 'UNAUTHORIZED', httpStatus: 401 });
    const update = await trpcError(
      visitor.client.auth.updateUser.mutate({ firstName: 'A', lastName: 'B', email: 'a@example.com' }),
    );
    expect(update.data?.httpStatus).toBe(401);
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
