import { ERROR_MESSAGES } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { authRows } from './helpers/auth';
import { pollUntil } from './helpers/poll';
import { createUser, signInAs, TEST_PASSWORD, uniqueEmail } from './helpers/users';

/** Password reset: the request, the emailed single-use link and what using it ends. */

const t = useTestApp();

const RESET_REQUESTED = "If an account with that email exists, we've sent you a password reset link.";

const { sessionRows } = authRows(t);

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
