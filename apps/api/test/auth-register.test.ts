import { ERROR_MESSAGES } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/password';
import { useTestApp } from './helpers/app';
import { authRows, DAY_MS, expectSessionCookie, USER_KEYS } from './helpers/auth';
import { sessionSetCookie } from './helpers/http';
import { registration } from './helpers/registration';
import { uniqueEmail } from './helpers/users';

/** Registration (POST /api/auth/register): every rule, the stored account and its first session. */

const t = useTestApp();

const { userRow } = authRows(t);

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
      message: 'Phone number must be in Kenyan format (+254XXXXXXXXX) or Indian format (+91XXXXXXXXXX)',
    },
    {
      rule: 'an Indian number not starting with 6-9',
      change: { phoneNumber: '+915876543210' },
      path: 'phoneNumber',
      message: 'Phone number must be in Kenyan format (+254XXXXXXXXX) or Indian format (+91XXXXXXXXXX)',
    },
    {
      rule: 'an Indian number of 11 digits',
      change: { phoneNumber: '+9198765432101' },
      path: 'phoneNumber',
      message: 'Phone number must be in Kenyan format (+254XXXXXXXXX) or Indian format (+91XXXXXXXXXX)',
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
