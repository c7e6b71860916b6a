import { ERROR_MESSAGES, MESSAGES } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { authRows, DAY_MS, expectSessionCookie, USER_KEYS } from './helpers/auth';
import { parseSetCookie, sessionSetCookie } from './helpers/http';
import { registration } from './helpers/registration';
import { trpcError } from './helpers/trpc';
import { createUser, signInAs, TEST_PASSWORD, uniqueEmail } from './helpers/users';

/** The signed-in user: reading and updating it over REST, and the same procedures over tRPC. */

const t = useTestApp();

const { sessionRows } = authRows(t);

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
      currentPassword: TEST_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ...user, firstName: 'Achieng', lastName: 'Wambui', email: newEmail });
    expect((await http.get('/api/auth/user')).body).toEqual(response.body);
    // Keeping one's own email is not a conflict.
    const same = await http.put('/api/auth/user', { firstName: 'Achieng', lastName: 'W', email: newEmail });
    expect(same.status).toBe(200);
  });

  it('sets, keeps and removes the phone number; a number in neither format is refused', async () => {
    const http = t.http();
    const { user } = await createUser(t.db, 'client');
    await signInAs(t.db, http, user);
    const names = { firstName: user.firstName, lastName: user.lastName, email: user.email };
    const set = await http.put('/api/auth/user', { ...names, phoneNumber: ' +919876543210 ' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.phoneNumber).toBe('+919876543210');
    const kept = await http.put('/api/auth/user', names);
    expect(kept.body.phoneNumber).toBe('+919876543210');
    const refused = await http.put('/api/auth/user', { ...names, phoneNumber: '0712345678' });
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([{ path: 'phoneNumber', message: MESSAGES.phoneFormat }]);
    expect((await http.get('/api/auth/user')).body.phoneNumber).toBe('+919876543210');
    const removed = await http.put('/api/auth/user', { ...names, phoneNumber: '' });
    expect(removed.body.phoneNumber).toBeNull();
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
      currentPassword: TEST_PASSWORD,
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
    expect(error.message).toBe(
      'Phone number must be in Kenyan format (+254XXXXXXXXX) or Indian format (+91XXXXXXXXXX)',
    );
    expect(error.data).toMatchObject({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      issues: [
        {
          path: 'phoneNumber',
          message: 'Phone number must be in Kenyan format (+254XXXXXXXXX) or Indian format (+91XXXXXXXXXX)',
        },
      ],
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
