import { API_TOKEN_MESSAGES, ERROR_MESSAGES, TWO_FACTOR_MESSAGES } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { LAST_USED_PRECISION_MS } from '../src/auth/api-token';
import { bearerClient, createToken, expectStatus } from './helpers/api-tokens';
import { createTestApp, useTestApp } from './helpers/app';
import { CROSS_SITE, OWN_HOST } from './helpers/http';
import { signedInActor, useActors } from './helpers/jobs';
import { pollUntil } from './helpers/poll';
import { trpcError } from './helpers/trpc';
import { TEST_PASSWORD } from './helpers/users';

/** Personal access tokens (issue 17): made with a session, used as `Authorization: Bearer`. */

const t = useTestApp();
const { developer, admin } = useActors(t, { developer: 'developer', admin: 'admin' });

const tokenRow = (id: string) =>
  t.db.selectFrom('apiTokens').selectAll().where('id', '=', id).executeTakeFirst();
const tokensOf = (userId: number) =>
  t.db.selectFrom('apiTokens').select('id').where('userId', '=', userId).execute();

describe('POST, GET and DELETE /api/tokens', () => {
  it('creates a token shown once, lists it without the secret and stores only a hash', async () => {
    const created = await developer.http.post('/api/tokens', {
      name: '  CI deploys ',
      scopes: ['read'],
      expiresInDays: 30,
    });
    expectStatus(created, 201);
    expect(created.body).toMatchObject({ name: 'CI deploys', scopes: ['read'], lastUsedAt: null });
    expect(created.body.token).toMatch(/^tal_[a-z2-7]{32}_[a-z2-7]{32}$/);
    expect(created.body.token.slice(4, 36)).toBe(created.body.id);
    const days = (Date.parse(created.body.expiresAt) - Date.parse(created.body.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);

    const list = await developer.http.get('/api/tokens');
    expectStatus(list, 200);
    const listed = list.body.find((row: { id: string }) => row.id === created.body.id);
    expect(listed).toEqual({
      id: created.body.id,
      name: 'CI deploys',
      scopes: ['read'],
      createdAt: created.body.createdAt,
      expiresAt: created.body.expiresAt,
      lastUsedAt: null,
    });
    expect(JSON.stringify(list.body)).not.toContain(created.body.token.slice(37));

    const row = await tokenRow(created.body.id);
    const secret = created.body.token.slice(37);
    expect(Buffer.from(row!.secretHash).length).toBe(32);
    expect(Buffer.from(row!.secretHash).toString('utf8')).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(secret);

    const revoked = await developer.http.request('DELETE', `/api/tokens/${created.body.id}`);
    expectStatus(revoked, 200, API_TOKEN_MESSAGES.revoked);
    expect(await tokenRow(created.body.id)).toBeUndefined();
    expectStatus(
      await developer.http.request('DELETE', `/api/tokens/${created.body.id}`),
      404,
      API_TOKEN_MESSAGES.notFound,
    );
  });

  it("cannot see or revoke another user's token (404)", async () => {
    const theirs = await createToken(admin);
    const list = await developer.http.get('/api/tokens');
    expect(list.body.map((row: { id: string }) => row.id)).not.toContain(theirs.id);
    expectStatus(
      await developer.http.request('DELETE', `/api/tokens/${theirs.id}`),
      404,
      API_TOKEN_MESSAGES.notFound,
    );
    expect(await tokenRow(theirs.id)).toBeDefined();
  });

  it('lets admins make tokens only with two-factor sign-in on, and needs a session (401 signed out)', async () => {
    const fresh = await signedInActor(t, 'admin');
    expectStatus(
      await fresh.http.post('/api/tokens', { name: 'x', scopes: ['read'] }),
      403,
      TWO_FACTOR_MESSAGES.requiredForAdminTokens,
    );
    // createToken turns 2FA on for an admin first.
    expect((await createToken(admin, { scopes: ['read'] })).scopes).toEqual(['read']);
    expectStatus(
      await t.http().post('/api/tokens', { name: 'x', scopes: ['read'] }),
      401,
      ERROR_MESSAGES.notSignedIn,
    );
    expectStatus(await t.http().get('/api/tokens'), 401);
  });

  it('validates name, scopes and expiresInDays (400, nothing stored)', async () => {
    const before = await tokensOf(developer.user.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ expiresInDays: 0 }, API_TOKEN_MESSAGES.expiresInDays],
      [{ expiresInDays: 366 }, API_TOKEN_MESSAGES.expiresInDays],
      [{ expiresInDays: 1.5 }, API_TOKEN_MESSAGES.expiresInDays],
      [{ expiresInDays: '7' }, API_TOKEN_MESSAGES.expiresInDays],
      [{ scopes: ['write'] }, API_TOKEN_MESSAGES.scopes],
      [{ scopes: [] }, API_TOKEN_MESSAGES.scopes],
      [{ scopes: ['read', 'read'] }, API_TOKEN_MESSAGES.scopes],
      [{ scopes: ['admin'] }, API_TOKEN_MESSAGES.scopes],
      [{ name: '   ' }, API_TOKEN_MESSAGES.name],
      [{ name: 'x'.repeat(101) }, API_TOKEN_MESSAGES.nameTooLong],
    ];
    for (const [override, message] of cases) {
      const response = await developer.http.post('/api/tokens', {
        name: 'Valid',
        scopes: ['read'],
        ...override,
      });
      expectStatus(response, 400, message);
    }
    expect(await tokensOf(developer.user.id)).toEqual(before);
  });

  it('caps the tokens a user holds (409)', async () => {
    const user = await signedInActor(t, 'client');
    for (let index = 0; index < 20; index += 1) await createToken(user, { name: `t${index}` });
    expectStatus(
      await user.http.post('/api/tokens', { name: 'one more', scopes: ['read'] }),
      409,
      API_TOKEN_MESSAGES.tooMany,
    );
  });
});

describe('Authorization: Bearer', () => {
  it('authenticates REST and tRPC as the token user and records the last use at most once a minute', async () => {
    const { id, token } = await createToken(developer, { scopes: ['read'] });
    const me = await bearerClient(t, token).get('/api/auth/user');
    expectStatus(me, 200);
    expect(me.body.id).toBe(developer.user.id);
    expect(me.setCookies.some((cookie) => cookie.startsWith('talanta_session'))).toBe(false);
    const firstUse = (await tokenRow(id))!.lastUsedAt;
    expect(firstUse).toBeInstanceOf(Date);

    const trpc = await t.trpc({ headers: { authorization: `Bearer ${token}` } });
    expect((await trpc.client.auth.me.query())?.id).toBe(developer.user.id);
    expect((await tokenRow(id))!.lastUsedAt).toEqual(firstUse);

    const longAgo = new Date(Date.now() - LAST_USED_PRECISION_MS - 1000);
    await t.db.updateTable('apiTokens').set({ lastUsedAt: longAgo }).where('id', '=', id).execute();
    expectStatus(await bearerClient(t, token).get('/api/tokens'), 200);
    expect((await tokenRow(id))!.lastUsedAt!.getTime()).toBeGreaterThan(longAgo.getTime() + 1000);
  });

  it('refuses every state-changing call of a read token (403) and allows them with write', async () => {
    const read = await createToken(developer, { scopes: ['read'] });
    const write = await createToken(developer, { scopes: ['read', 'write'] });
    const settings = { title: 'Token-set title' };
    expectStatus(
      await bearerClient(t, read.token).put('/api/developers/profile/settings', settings),
      403,
      API_TOKEN_MESSAGES.readOnly,
    );
    expectStatus(
      await bearerClient(t, read.token).request('DELETE', '/api/uploads/avatar'),
      403,
      API_TOKEN_MESSAGES.readOnly,
    );
    expectStatus(
      await bearerClient(t, read.token).post('/api/uploads/avatar'),
      403,
      API_TOKEN_MESSAGES.readOnly,
    );
    const readTrpc = await t.trpc({ headers: { authorization: `Bearer ${read.token}` } });
    const refused = await trpcError(readTrpc.client.profile.updateDeveloperSettings.mutate(settings));
    expect(refused.data?.httpStatus).toBe(403);
    expect(refused.message).toBe(API_TOKEN_MESSAGES.readOnly);
    const unchanged = await developer.http.get('/api/developers/profile');
    expect(unchanged.body.title).not.toBe('Token-set title');

    expectStatus(await bearerClient(t, write.token).put('/api/developers/profile/settings', settings), 200);
    expect((await developer.http.get('/api/developers/profile')).body.title).toBe('Token-set title');
  });

  it('accepts a token from a foreign Origin (no ambient credentials) but not a cookie from one', async () => {
    const { token } = await createToken(developer);
    const headers = { origin: CROSS_SITE, host: OWN_HOST };
    const viaToken = await bearerClient(t, token, headers).put('/api/developers/profile/settings', {
      title: 'From a script',
    });
    expectStatus(viaToken, 200);
    const trpc = await t.trpc({ origin: CROSS_SITE, headers: { authorization: `Bearer ${token}` } });
    await expect(trpc.client.notification.markAllRead.mutate()).resolves.toBeDefined();
    const viaCookie = await developer.http.put(
      '/api/developers/profile/settings',
      { title: 'x' },
      { headers },
    );
    expectStatus(viaCookie, 403, ERROR_MESSAGES.badOrigin);
  });

  it('refuses unknown, malformed, revoked and expired tokens with 401, even on public paths', async () => {
    const { id, token } = await createToken(developer);
    const unknown = `tal_${'a'.repeat(32)}_${'b'.repeat(32)}`;
    const wrongSecret = `${token.slice(0, 37)}${'c'.repeat(32)}`;
    for (const bad of [unknown, wrongSecret, 'not-a-token', '', `${token}x`]) {
      expectStatus(await bearerClient(t, bad).get('/api/auth/user'), 401, API_TOKEN_MESSAGES.invalid);
      const login = await bearerClient(t, bad).post('/api/auth/login', {
        email: 'a@example.com',
        password: 'whatever',
      });
      expectStatus(login, 401, API_TOKEN_MESSAGES.invalid);
    }
    const trpc = await t.trpc({ headers: { authorization: `Bearer ${unknown}` } });
    const error = await trpcError(trpc.client.auth.me.query());
    expect(error.data?.httpStatus).toBe(401);
    expect(error.message).toBe(API_TOKEN_MESSAGES.invalid);

    expectStatus(await bearerClient(t, token).get('/api/auth/user'), 200);
    await t.db
      .updateTable('apiTokens')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    expectStatus(await bearerClient(t, token).get('/api/auth/user'), 401, API_TOKEN_MESSAGES.expired);
    await t.db.updateTable('apiTokens').set({ expiresAt: null }).where('id', '=', id).execute();
    expectStatus(await bearerClient(t, token).get('/api/auth/user'), 200);
    expectStatus(await developer.http.request('DELETE', `/api/tokens/${id}`), 200);
    expectStatus(await bearerClient(t, token).get('/api/auth/user'), 401, API_TOKEN_MESSAGES.invalid);
  });

  it('refuses a request with both a session cookie and a token (400)', async () => {
    const { token } = await createToken(developer);
    const both = await developer.http.get('/api/auth/user', {
      headers: { authorization: `Bearer ${token}` },
    });
    expectStatus(both, 400, API_TOKEN_MESSAGES.cookieAndBearer);
  });

  it('does not let a token make tokens (403)', async () => {
    const { token } = await createToken(developer);
    const response = await bearerClient(t, token).post('/api/tokens', { name: 'child', scopes: ['read'] });
    expectStatus(response, 403, API_TOKEN_MESSAGES.sessionOnly);
  });
});

describe('revocation', () => {
  it('a password change revokes every token of the user', async () => {
    const user = await signedInActor(t, 'developer');
    const { token } = await createToken(user);
    const changed = await user.http.put('/api/auth/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'another-secret-1',
    });
    expectStatus(changed, 200);
    expect(await tokensOf(user.user.id)).toEqual([]);
    expectStatus(await bearerClient(t, token).get('/api/auth/user'), 401, API_TOKEN_MESSAGES.invalid);
  });

  it('a password reset revokes every token of the user', async () => {
    const user = await signedInActor(t, 'client');
    const { token } = await createToken(user);
    await t.http().post('/api/auth/forgot-password', { email: user.email });
    const mail = await pollEmail(user.email);
    const resetToken = /\/reset-password\?token=([a-z2-7]+)/.exec(mail)?.[1] ?? '';
    const reset = await t.http().post('/api/auth/reset-password', {
      token: resetToken,
      password: 'reset-secret-1',
      confirmPassword: 'reset-secret-1',
    });
    expectStatus(reset, 200);
    expect(await tokensOf(user.user.id)).toEqual([]);
    expectStatus(await bearerClient(t, token).get('/api/auth/user'), 401);
  });

  it('a role change revokes every token of the user', async () => {
    const user = await signedInActor(t, 'client');
    const { token } = await createToken(user);
    const other = await createToken(developer);
    expectStatus(
      await admin.http.put(`/api/super-admin/users/${user.user.id}/role`, { role: 'developer' }),
      200,
    );
    expect(await tokensOf(user.user.id)).toEqual([]);
    expectStatus(await bearerClient(t, token).get('/api/auth/user'), 401);
    expectStatus(await bearerClient(t, other.token).get('/api/auth/user'), 200);
  });

  it("deleting the user deletes the user's tokens", async () => {
    const user = await signedInActor(t, 'developer');
    const { token } = await createToken(user);
    expectStatus(await admin.http.request('DELETE', `/api/super-admin/users/${user.user.id}`), 200);
    expect(await tokensOf(user.user.id)).toEqual([]);
    expectStatus(await bearerClient(t, token).get('/api/auth/user'), 401);
  });
});

async function pollEmail(address: string): Promise<string> {
  const rows = await pollUntil(
    () => t.db.selectFrom('emailOutbox').select('bodyText').where('toAddress', '=', address).execute(),
    (found) => found.some((row) => row.bodyText.includes('/reset-password?token=')),
    'the reset email',
  );
  return rows.map((row) => row.bodyText).join('\n');
}

describe('the per-token rate limit', () => {
  it('counts each token on its own, apart from the IP', async () => {
    const limited = await createTestApp({ database: t.database, env: { RATE_LIMIT_TOKEN_PER_MINUTE: '3' } });
    try {
      const first = await createToken(developer);
      const second = await createToken(developer);
      const a = limited.http({ headers: { authorization: `Bearer ${first.token}` } });
      const b = limited.http({ headers: { authorization: `Bearer ${second.token}` } });
      for (let index = 0; index < 3; index += 1) expectStatus(await a.get('/api/auth/user'), 200);
      const over = await a.get('/api/auth/user');
      expect(over.status).toBe(429);
      expect(over.body.message).toContain(ERROR_MESSAGES.tooManyRequests);
      expectStatus(await b.get('/api/auth/user'), 200);
      // The IP's own budget is untouched by the tokens' requests.
      expectStatus(await limited.http().get('/api/health'), 200);
    } finally {
      await limited.close();
    }
  });
});
