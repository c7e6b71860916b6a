import { ACCOUNT_SECURITY_MESSAGES, API_TOKEN_MESSAGES, TWO_FACTOR_MESSAGES } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { bearerClient, createToken, expectStatus } from './helpers/api-tokens';
import { useTestApp } from './helpers/app';
import type { Json } from './helpers/http';
import { type Actor, signedInActor } from './helpers/jobs';
import { forgetUsedStep, totpCode, turnOnTwoFactor } from './helpers/two-factor';
import { signInAs, TEST_PASSWORD, uniqueEmail } from './helpers/users';

/**
 * Issue 35, "An API token takes over the account": credentials change only with a session, the
 * current password and (where it is on) the second factor; an email change ends every token and
 * the other sessions.
 */

const t = useTestApp({ env: { RATE_LIMIT_AUTH_PER_EMAIL: '4' } });

/** What a takeover would change: the account's credentials, tokens and two-factor rows. */
async function credentialsOf(userId: number) {
  const user = await t.db
    .selectFrom('users')
    .select(['email', 'passwordHash'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const table = (name: 'apiTokens' | 'twoFactorCredentials' | 'twoFactorRecoveryCodes' | 'authSessions') =>
    t.db.selectFrom(name).selectAll().where('userId', '=', userId).execute();
  return {
    user,
    // Ids only: a token's use moves its lastUsedAt.
    tokens: (await table('apiTokens')).map((row) => row.id),
    twoFactor: await table('twoFactorCredentials'),
    recoveryCodes: await table('twoFactorRecoveryCodes'),
    sessions: (await table('authSessions')).map((session) => session.id),
  };
}

function changeEmail(actor: Actor, fields: Record<string, string> = {}) {
  return actor.http.put('/api/auth/user', {
    firstName: actor.user.firstName,
    lastName: actor.user.lastName,
    email: uniqueEmail('moved'),
    ...fields,
  });
}

describe('an API token', () => {
  it('cannot change the email or the password, make a token or touch two-factor (403), changing nothing', async () => {
    const owner = await signedInActor(t, 'client');
    const { secret } = await turnOnTwoFactor(owner.http);
    const { token } = await createToken(owner, { scopes: ['read', 'write'] });
    const before = await credentialsOf(owner.user.id);
    const code = totpCode(secret, 1);
    const names = { firstName: owner.user.firstName, lastName: owner.user.lastName };
    const attempts: [method: 'GET' | 'POST' | 'PUT', url: string, body?: Json][] = [
      [
        'PUT',
        '/api/auth/user',
        { ...names, email: uniqueEmail('thief'), currentPassword: TEST_PASSWORD, twoFactorCode: code },
      ],
      ['PUT', '/api/auth/user', { ...names, email: owner.email, phoneNumber: '' }],
      [
        'PUT',
        '/api/auth/password',
        { currentPassword: TEST_PASSWORD, newPassword: 'stolen-secret-1', twoFactorCode: code },
      ],
      ['POST', '/api/tokens', { name: 'child', scopes: ['read', 'write'] }],
      ['GET', '/api/auth/2fa'],
      ['POST', '/api/auth/2fa/setup'],
      ['POST', '/api/auth/2fa/confirm', { code }],
      ['POST', '/api/auth/2fa/recovery-codes', { code }],
      ['POST', '/api/auth/2fa/disable', { password: TEST_PASSWORD, code }],
    ];
    const thief = bearerClient(t, token);
    for (const [method, url, body] of attempts) {
      const response = await thief.request(method, url, body === undefined ? {} : { body });
      expect([method, url, response.status, response.body.message]).toEqual([
        method,
        url,
        403,
        API_TOKEN_MESSAGES.sessionOnly,
      ]);
    }
    expect(await credentialsOf(owner.user.id)).toEqual(before);
  });
});

describe('PUT /api/auth/user changing the email', () => {
  it('needs the password and the code where two-factor is on, then ends every token and the other sessions', async () => {
    const owner = await signedInActor(t, 'developer');
    const { secret } = await turnOnTwoFactor(owner.http);
    await forgetUsedStep(t, owner.user.id);
    const { token } = await createToken(owner);
    const phone = t.http();
    await signInAs(t.db, phone, owner.user);
    const before = await credentialsOf(owner.user.id);

    expectStatus(await changeEmail(owner), 400, ACCOUNT_SECURITY_MESSAGES.currentPassword);
    expectStatus(
      await changeEmail(owner, { currentPassword: 'not-the-password' }),
      400,
      ACCOUNT_SECURITY_MESSAGES.wrongCurrentPassword,
    );
    expectStatus(
      await changeEmail(owner, { currentPassword: TEST_PASSWORD }),
      400,
      ACCOUNT_SECURITY_MESSAGES.secondFactorRequired,
    );
    expectStatus(
      await changeEmail(owner, { currentPassword: TEST_PASSWORD, twoFactorCode: '000000' }),
      400,
      TWO_FACTOR_MESSAGES.invalidCode,
    );
    expect(await credentialsOf(owner.user.id)).toEqual(before);
    expectStatus(await bearerClient(t, token).get('/api/auth/user'), 200);

    const changed = await changeEmail(owner, {
      currentPassword: TEST_PASSWORD,
      twoFactorCode: totpCode(secret),
    });
    expectStatus(changed, 200);
    const after = await credentialsOf(owner.user.id);
    expect(after.user.email).toBe(changed.body.email);
    expect(after.tokens).toEqual([]);
    expect(after.sessions).toEqual([owner.http.sessionToken?.split('.')[0]]);
    expectStatus(await bearerClient(t, token).get('/api/auth/user'), 401, API_TOKEN_MESSAGES.invalid);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await owner.http.get('/api/auth/user')).status).toBe(200);
  });

  it('counts password attempts against the sign-in limit (429 after four)', async () => {
    const owner = await signedInActor(t, 'client');
    const statuses: number[] = [];
    for (const guess of ['guess-1', 'guess-2', 'guess-3', 'guess-4', TEST_PASSWORD])
      statuses.push((await changeEmail(owner, { currentPassword: guess })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
  });
});

describe('PUT /api/auth/password with two-factor on', () => {
  it('needs the code as well as the current password', async () => {
    const owner = await signedInActor(t, 'client');
    const { secret } = await turnOnTwoFactor(owner.http);
    await forgetUsedStep(t, owner.user.id);
    const change = (fields: Record<string, string>) =>
      owner.http.put('/api/auth/password', {
        currentPassword: TEST_PASSWORD,
        newPassword: 'brand-new-1',
        ...fields,
      });
    const before = (await credentialsOf(owner.user.id)).user.passwordHash;
    expectStatus(await change({}), 400, ACCOUNT_SECURITY_MESSAGES.secondFactorRequired);
    expect((await credentialsOf(owner.user.id)).user.passwordHash).toBe(before);
    expectStatus(await change({ twoFactorCode: totpCode(secret) }), 200);
    expect((await credentialsOf(owner.user.id)).user.passwordHash).not.toBe(before);
  });
});
