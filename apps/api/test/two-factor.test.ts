import { ERROR_MESSAGES, TWO_FACTOR_MESSAGES } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/tokens';
import { createToken, expectStatus } from './helpers/api-tokens';
import { createTestApp, useTestApp } from './helpers/app';
import { sessionSetCookie } from './helpers/http';
import { signedInActor, trpcAs } from './helpers/jobs';
import { trpcError } from './helpers/trpc';
import { forgetUsedStep, totpCode, turnOnTwoFactor } from './helpers/two-factor';
import { TEST_PASSWORD } from './helpers/users';

/** Two-factor sign-in (issue 15): setup, the login's second step, recovery codes, limits, admins. */

const t = useTestApp();

const credentialOf = (userId: number) =>
  t.db.selectFrom('twoFactorCredentials').selectAll().where('userId', '=', userId).executeTakeFirst();
const recoveryRowsOf = (userId: number) =>
  t.db.selectFrom('twoFactorRecoveryCodes').selectAll().where('userId', '=', userId).execute();

/** Signs in with the password on a fresh cookie jar: the answer and the jar. */
async function passwordStep(email: string) {
  const http = t.http();
  const response = await http.post('/api/auth/login', { email, password: TEST_PASSWORD });
  return { http, response };
}

describe('setting up two-factor sign-in', () => {
  it('shows a secret and QR code, turns on only with a right code, and answers ten recovery codes once', async () => {
    const user = await signedInActor(t, 'developer');
    expect((await user.http.get('/api/auth/2fa')).body).toEqual({
      enabled: false,
      required: false,
      recoveryCodesLeft: 0,
    });
    const setup = await user.http.post('/api/auth/2fa/setup');
    expectStatus(setup, 200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUri).toMatch(/^otpauth:\/\/totp\/Talanta:/);
    expect(setup.body.otpauthUri).toContain(`secret=${setup.body.secret}`);
    expect(setup.body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // Pending until confirmed: the password alone still signs in.
    expect((await passwordStep(user.email)).response.body.email).toBe(user.email);

    expectStatus(
      await user.http.post('/api/auth/2fa/confirm', {
        code: '000000' === totpCode(setup.body.secret) ? '111111' : '000000',
      }),
      400,
      TWO_FACTOR_MESSAGES.invalidCode,
    );
    expectStatus(await user.http.post('/api/auth/2fa/confirm', { code: '' }), 400, TWO_FACTOR_MESSAGES.code);
    const confirmed = await user.http.post('/api/auth/2fa/confirm', { code: totpCode(setup.body.secret) });
    expectStatus(confirmed, 200);
    const codes: string[] = confirmed.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);

    // Stored: the secret (never answered again) and only hashes of the recovery codes.
    const rows = await recoveryRowsOf(user.user.id);
    expect(rows.map((row) => row.codeHash).sort()).toEqual(
      codes.map((code) => hashToken(code.replaceAll('-', ''))).sort(),
    );
    expect((await credentialOf(user.user.id))?.enabledAt).toBeInstanceOf(Date);
    const status = await user.http.get('/api/auth/2fa');
    expect(status.body).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    expect(JSON.stringify(status.body)).not.toContain(setup.body.secret);
    expectStatus(await user.http.post('/api/auth/2fa/setup'), 409, TWO_FACTOR_MESSAGES.alreadyEnabled);
  });

  it('refuses confirming without a started setup (409) and every setup call signed out (401)', async () => {
    const user = await signedInActor(t, 'client');
    expectStatus(
      await user.http.post('/api/auth/2fa/confirm', { code: '123456' }),
      409,
      TWO_FACTOR_MESSAGES.noSetup,
    );
    expectStatus(await t.http().post('/api/auth/2fa/setup'), 401, ERROR_MESSAGES.notSignedIn);
    expectStatus(await t.http().get('/api/auth/2fa'), 401, ERROR_MESSAGES.notSignedIn);
  });

  it('works through the tRPC client too', async () => {
    const user = await signedInActor(t, 'developer');
    const trpc = await trpcAs(t, user);
    const setup = await trpc.client.twoFactor.beginSetup.mutate();
    const { recoveryCodes } = await trpc.client.twoFactor.confirmSetup.mutate({
      code: totpCode(setup.secret),
    });
    expect(recoveryCodes).toHaveLength(10);
    expect(await trpc.client.twoFactor.status.query()).toMatchObject({ enabled: true });
    const error = await trpcError(trpc.client.twoFactor.confirmSetup.mutate({ code: '123456' }));
    expect(error.data?.httpStatus).toBe(409);
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('answers twoFactorRequired with a pending cookie and no session; the code completes it once', async () => {
    const user = await signedInActor(t, 'developer');
    const { secret } = await turnOnTwoFactor(user.http);
    await forgetUsedStep(t, user.user.id);

    const { http, response } = await passwordStep(user.email);
    expectStatus(response, 200);
    expect(response.body).toEqual({ twoFactorRequired: true });
    expect(sessionSetCookie(response)).toBeUndefined();
    expect(response.setCookies.some((header) => header.startsWith('talanta_2fa='))).toBe(true);
    expect(response.setCookies.find((header) => header.startsWith('talanta_2fa='))).toMatch(/HttpOnly/i);
    expectStatus(await http.get('/api/auth/user'), 401);

    expectStatus(
      await t.http().post('/api/auth/2fa', { code: totpCode(secret) }),
      401,
      TWO_FACTOR_MESSAGES.noChallenge,
    );
    const wrong = totpCode(secret) === '000000' ? '111111' : '000000';
    expectStatus(await http.post('/api/auth/2fa', { code: wrong }), 401, TWO_FACTOR_MESSAGES.invalidCode);
    const done = await http.post('/api/auth/2fa', { code: totpCode(secret) });
    expectStatus(done, 200);
    expect(done.body.email).toBe(user.email);
    expect(sessionSetCookie(done)).toBeDefined();
    expect((await http.get('/api/auth/user')).body.email).toBe(user.email);
    // The pending sign-in is gone with its use.
    expectStatus(
      await http.post('/api/auth/2fa', { code: totpCode(secret, 1) }),
      401,
      TWO_FACTOR_MESSAGES.noChallenge,
    );
    expect(
      await t.db
        .selectFrom('twoFactorChallenges')
        .select('userId')
        .where('userId', '=', user.user.id)
        .execute(),
    ).toEqual([]);
  });

  it('refuses a code whose step was already used (replay)', async () => {
    const user = await signedInActor(t, 'client');
    const { secret } = await turnOnTwoFactor(user.http);
    await forgetUsedStep(t, user.user.id);
    const code = totpCode(secret);
    const first = await passwordStep(user.email);
    expectStatus(await first.http.post('/api/auth/2fa', { code }), 200);
    const second = await passwordStep(user.email);
    expectStatus(await second.http.post('/api/auth/2fa', { code }), 401, TWO_FACTOR_MESSAGES.replayedCode);
  });

  it('accepts each recovery code once, in any case and grouping', async () => {
    const user = await signedInActor(t, 'developer');
    const { recoveryCodes } = await turnOnTwoFactor(user.http);
    const code = recoveryCodes[3] ?? '';
    const first = await passwordStep(user.email);
    expectStatus(await first.http.post('/api/auth/2fa', { code: ` ${code.toUpperCase()} ` }), 200);
    const second = await passwordStep(user.email);
    expectStatus(await second.http.post('/api/auth/2fa', { code }), 401, TWO_FACTOR_MESSAGES.invalidCode);
    expect((await user.http.get('/api/auth/2fa')).body.recoveryCodesLeft).toBe(9);
  });

  it('limits code attempts per user and IP (429 with Retry-After)', async () => {
    const limited = await createTestApp({ database: t.database, env: { RATE_LIMIT_AUTH_PER_EMAIL: '3' } });
    try {
      const user = await signedInActor(t, 'developer');
      const { secret } = await turnOnTwoFactor(user.http);
      await forgetUsedStep(t, user.user.id);
      const http = limited.http({ remoteAddress: '10.20.30.40' });
      expect(
        (await http.post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).body,
      ).toEqual({
        twoFactorRequired: true,
      });
      const wrong = totpCode(secret) === '000000' ? '111111' : '000000';
      for (let attempt = 0; attempt < 3; attempt++)
        expectStatus(await http.post('/api/auth/2fa', { code: wrong }), 401, TWO_FACTOR_MESSAGES.invalidCode);
      const refused = await http.post('/api/auth/2fa', { code: totpCode(secret) });
      expectStatus(refused, 429, ERROR_MESSAGES.tooManyRequests);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expectStatus(await http.get('/api/auth/user'), 401);
    } finally {
      await limited.close();
    }
  });

  it('leaves the login answer of users without two-factor sign-in as it was', async () => {
    const user = await signedInActor(t, 'client');
    const { response } = await passwordStep(user.email);
    expectStatus(response, 200);
    expect(response.body).toMatchObject({ id: user.user.id, email: user.email, role: 'client' });
    expect(response.body.twoFactorRequired).toBeUndefined();
    expect(sessionSetCookie(response)).toBeDefined();
  });
});

describe('disabling and new recovery codes', () => {
  it('needs the password and a code (400 otherwise); a recovery code counts', async () => {
    const user = await signedInActor(t, 'developer');
    const { secret, recoveryCodes } = await turnOnTwoFactor(user.http);
    await forgetUsedStep(t, user.user.id);
    expectStatus(
      await user.http.post('/api/auth/2fa/disable', { password: 'not-the-password', code: totpCode(secret) }),
      400,
      TWO_FACTOR_MESSAGES.wrongPassword,
    );
    expectStatus(
      await user.http.post('/api/auth/2fa/disable', { password: TEST_PASSWORD, code: 'aaaa-bbbb-cccc-dddd' }),
      400,
      TWO_FACTOR_MESSAGES.invalidCode,
    );
    expect((await credentialOf(user.user.id))?.enabledAt).toBeInstanceOf(Date);
    const off = await user.http.post('/api/auth/2fa/disable', {
      password: TEST_PASSWORD,
      code: recoveryCodes[0],
    });
    expectStatus(off, 200, TWO_FACTOR_MESSAGES.disabled);
    expect(await credentialOf(user.user.id)).toBeUndefined();
    expect(await recoveryRowsOf(user.user.id)).toEqual([]);
    expect((await passwordStep(user.email)).response.body.email).toBe(user.email);
    expectStatus(
      await user.http.post('/api/auth/2fa/disable', { password: TEST_PASSWORD, code: totpCode(secret) }),
      409,
      TWO_FACTOR_MESSAGES.notEnabled,
    );
  });

  it('regenerates recovery codes for a code; the old ones stop working', async () => {
    const user = await signedInActor(t, 'client');
    const { secret, recoveryCodes } = await turnOnTwoFactor(user.http);
    await forgetUsedStep(t, user.user.id);
    expectStatus(
      await user.http.post('/api/auth/2fa/recovery-codes', { code: '12345' }),
      400,
      TWO_FACTOR_MESSAGES.code,
    );
    const renewed = await user.http.post('/api/auth/2fa/recovery-codes', { code: totpCode(secret) });
    expectStatus(renewed, 200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    expect(renewed.body.recoveryCodes).not.toContain(recoveryCodes[0]);
    const attempt = await passwordStep(user.email);
    expectStatus(
      await attempt.http.post('/api/auth/2fa', { code: recoveryCodes[0] }),
      401,
      TWO_FACTOR_MESSAGES.invalidCode,
    );
    expectStatus(await attempt.http.post('/api/auth/2fa', { code: renewed.body.recoveryCodes[0] }), 200);
  });
});

describe('admins', () => {
  it('may not create API tokens before turning on two-factor sign-in (403)', async () => {
    const admin = await signedInActor(t, 'admin');
    expectStatus(
      await admin.http.post('/api/tokens', { name: 'Ops', scopes: ['read'] }),
      403,
      TWO_FACTOR_MESSAGES.requiredForAdminTokens,
    );
    expect(
      await t.db.selectFrom('apiTokens').select('id').where('userId', '=', admin.user.id).execute(),
    ).toEqual([]);
    await turnOnTwoFactor(admin.http);
    expect((await createToken(admin, { scopes: ['read'] })).scopes).toEqual(['read']);
  });

  it('with REQUIRE_ADMIN_2FA=true, an admin without it is signed in but refused admin procedures (403)', async () => {
    const strict = await createTestApp({ database: t.database, env: { REQUIRE_ADMIN_2FA: 'true' } });
    try {
      const created = await signedInActor(t, 'admin');
      const http = strict.http();
      http.sessionToken = created.http.sessionToken;
      expectStatus(await http.get('/api/auth/user'), 200);
      expect((await http.get('/api/auth/2fa')).body).toMatchObject({ enabled: false, required: true });
      expectStatus(await http.get('/api/super-admin/stats'), 403, TWO_FACTOR_MESSAGES.requiredForAdmins);
      await turnOnTwoFactor(http);
      expectStatus(await http.get('/api/super-admin/stats'), 200);
      // Other roles are not affected.
      const developer = await signedInActor(t, 'developer');
      const devHttp = strict.http();
      devHttp.sessionToken = developer.http.sessionToken;
      expect((await devHttp.get('/api/auth/2fa')).body.required).toBe(false);
    } finally {
      await strict.close();
    }
  });

  it('by default (REQUIRE_ADMIN_2FA unset) admins without it keep working', async () => {
    const admin = await signedInActor(t, 'admin');
    expectStatus(await admin.http.get('/api/super-admin/stats'), 200);
  });
});
