import { ACCOUNT_SECURITY_MESSAGES } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/tokens';
import { outboxFor } from './helpers/admin';
import { useTestApp } from './helpers/app';
import { emailedToken } from './helpers/email-links';
import { jobPayload, signedInActor, trpcAs } from './helpers/jobs';
import { trpcError } from './helpers/trpc';
import { uniqueEmail } from './helpers/users';

/** Issue "Hardening": a single-use verification link emailed at registration; it blocks nothing. */

const t = useTestApp();

function registration(email: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    firstName: 'Neha',
    lastName: 'Kapoor',
    phoneNumber: '+919876543210',
    password: 'secret1',
    confirmPassword: 'secret1',
    role: 'client',
    acceptTerms: true,
    ...overrides,
  };
}

async function registered(overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail('verify');
  const http = t.http();
  const response = await http.post('/api/auth/register', registration(email, overrides));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { http, email, userId: response.body.id as number, body: response.body };
}

function tokenRows(userId: number) {
  return t.db
    .selectFrom('emailTokens')
    .select(['tokenHash', 'purpose', 'email', 'expiresAt', 'usedAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
}

describe('registration', () => {
  it('emails a 48-hour verification link, stored only as a hash, and the user starts unverified', async () => {
    const { http, email, userId, body } = await registered();
    expect(body.emailVerified).toBe(false);
    expect((await http.get('/api/auth/user')).body.emailVerified).toBe(false);

    const [sent] = await outboxFor(t, email);
    expect(sent?.subject).toBe('Verify your Talanta email address');
    expect(sent?.bodyText).toContain('Hello Neha,');
    const token = await emailedToken(t, email, '/verify-email');
    const [row] = await tokenRows(userId);
    expect(row).toMatchObject({ purpose: 'verify-email', email, usedAt: null, tokenHash: hashToken(token) });
    const hours = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
  });

  it('does not block the spec flows: a new, unverified client posts a job at once', async () => {
    const { http } = await registered();
    const job = await http.post('/api/jobs', jobPayload());
    expect(job.status, JSON.stringify(job.body)).toBe(201);
  });
});

describe('POST /api/auth/verify-email', () => {
  it('verifies with the emailed token, once; the user sees emailVerified', async () => {
    const { http, email, userId } = await registered();
    const token = await emailedToken(t, email, '/verify-email');
    // The link may be opened in another browser, signed out.
    const verified = await t.http().post('/api/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.emailVerified });
    expect((await http.get('/api/auth/user')).body.emailVerified).toBe(true);
    expect((await tokenRows(userId))[0]?.usedAt).toBeInstanceOf(Date);

    const again = await t.http().post('/api/auth/verify-email', { token });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      code: 'BAD_REQUEST',
      message: ACCOUNT_SECURITY_MESSAGES.invalidVerification,
    });
  });

  it('refuses an unknown, expired or missing token with 400 and verifies nobody', async () => {
    const { http, email, userId } = await registered();
    const token = await emailedToken(t, email, '/verify-email');
    await t.db
      .updateTable('emailTokens')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('userId', '=', userId)
      .execute();
    for (const body of [{ token }, { token: 'a'.repeat(52) }, {}, { token: '' }]) {
      const response = await t.http().post('/api/auth/verify-email', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toBe(ACCOUNT_SECURITY_MESSAGES.invalidVerification);
    }
    expect((await http.get('/api/auth/user')).body.emailVerified).toBe(false);
  });

  it('works through the tRPC client, and a link for an address the account no longer has verifies nothing', async () => {
    const { http, email } = await registered();
    const oldToken = await emailedToken(t, email, '/verify-email');
    const newEmail = uniqueEmail('moved');
    const moved = await http.put('/api/auth/user', {
      firstName: 'Neha',
      lastName: 'Kapoor',
      email: newEmail,
      currentPassword: 'secret1',
    });
    expect(moved.status).toBe(200);

    const browser = await t.trpc();
    const stale = await trpcError(browser.client.auth.verifyEmail.mutate({ token: oldToken }));
    expect(stale.data?.httpStatus).toBe(400);
    expect(stale.message).toBe(ACCOUNT_SECURITY_MESSAGES.invalidVerification);
    expect((await http.get('/api/auth/user')).body.emailVerified).toBe(false);

    const newToken = await emailedToken(t, newEmail, '/verify-email');
    expect(await browser.client.auth.verifyEmail.mutate({ token: newToken })).toEqual({
      message: ACCOUNT_SECURITY_MESSAGES.emailVerified,
    });
    expect((await http.get('/api/auth/user')).body).toMatchObject({ email: newEmail, emailVerified: true });
  });
});

describe('POST /api/auth/verify-email/resend', () => {
  it('needs a session (401)', async () => {
    const response = await t.http().post('/api/auth/verify-email/resend');
    expect(response.status).toBe(401);
  });

  it('emails a new link, then refuses (429) until a minute has passed, and five an hour at most', async () => {
    const { http, email, userId } = await registered();
    const backdate = (ms: number) =>
      t.db
        .updateTable('emailTokens')
        .set({ createdAt: new Date(Date.now() - ms) })
        .where('userId', '=', userId)
        .execute();

    const tooSoon = await http.post('/api/auth/verify-email/resend');
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toBe(ACCOUNT_SECURITY_MESSAGES.resendTooSoon);
    expect(await outboxFor(t, email)).toHaveLength(1);

    for (let sent = 2; sent <= 5; sent += 1) {
      await backdate(2 * 60 * 1000);
      const response = await http.post('/api/auth/verify-email/resend');
      expect(response.status, `resend ${sent}`).toBe(200);
      expect(response.body.message).toBe(ACCOUNT_SECURITY_MESSAGES.verificationSent);
      expect(await outboxFor(t, email)).toHaveLength(sent);
    }
    await backdate(2 * 60 * 1000);
    const sixth = await http.post('/api/auth/verify-email/resend');
    expect(sixth.status).toBe(429);
    await backdate(61 * 60 * 1000);
    expect((await http.post('/api/auth/verify-email/resend')).status).toBe(200);

    // Any of the links still works.
    const latest = await emailedToken(t, email, '/verify-email');
    expect((await t.http().post('/api/auth/verify-email', { token: latest })).status).toBe(200);
  });

  it('sends nothing to an account already verified (tRPC)', async () => {
    const actor = await signedInActor(t, 'developer');
    await t.db.updateTable('users').set({ emailVerified: true }).where('id', '=', actor.user.id).execute();
    const browser = await trpcAs(t, actor);
    expect(await browser.client.auth.resendVerification.mutate()).toEqual({
      message: ACCOUNT_SECURITY_MESSAGES.alreadyVerified,
    });
    expect(await outboxFor(t, actor.email)).toEqual([]);
  });
});

describe('what admins see', () => {
  it('the verified-email mark in the pending developers and the super admin user and developer lists', async () => {
    const admin = await signedInActor(t, 'admin');
    const { email, userId } = await registered({
      role: 'developer',
      areaOfSpecialization: 'Backend Development',
    });
    const marks = async () => {
      const search = encodeURIComponent(email);
      const pending = await admin.http.get('/api/admin/pending-developers');
      const users = await admin.http.get(`/api/super-admin/users?search=${search}`);
      const developers = await admin.http.get(`/api/super-admin/developers?search=${search}`);
      expect([pending.status, users.status, developers.status]).toEqual([200, 200, 200]);
      return [
        pending.body.find((row: { userId: number }) => row.userId === userId)?.user.emailVerified,
        users.body[0]?.emailVerified,
        developers.body[0]?.user.emailVerified,
      ];
    };
    expect(await marks()).toEqual([false, false, false]);
    const token = await emailedToken(t, email, '/verify-email');
    expect((await t.http().post('/api/auth/verify-email', { token })).status).toBe(200);
    expect(await marks()).toEqual([true, true, true]);
  });
});
