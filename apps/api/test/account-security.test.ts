import { ACCOUNT_SECURITY_MESSAGES, ERROR_MESSAGES } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/password';
import { outboxFor } from './helpers/admin';
import { useTestApp } from './helpers/app';
import { emailedToken } from './helpers/email-links';
import { type Actor, signedInActor, trpcAs } from './helpers/jobs';
import { trpcError } from './helpers/trpc';
import { signInAs, TEST_PASSWORD, uniqueEmail } from './helpers/users';

/** Issue "Hardening": changing the email or the password ends the other sessions; an email change can be undone. */

const t = useTestApp({ env: { RATE_LIMIT_AUTH_PER_EMAIL: '4' } });

/** The actor signed in on a second device too. */
async function withSecondDevice(actor: Actor) {
  const phone = t.http();
  await signInAs(t.db, phone, actor.user);
  return phone;
}

function storedUser(id: number) {
  return t.db
    .selectFrom('users')
    .select(['email', 'emailVerified', 'passwordHash'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describe('PUT /api/auth/user changing the email', () => {
  it('ends the other sessions, keeps this one, notifies the old address and asks the new one to verify', async () => {
    const actor = await signedInActor(t, 'client', { firstName: 'Sarah' });
    await t.db.updateTable('users').set({ emailVerified: true }).where('id', '=', actor.user.id).execute();
    const phone = await withSecondDevice(actor);
    const newEmail = uniqueEmail('new-address');

    const response = await actor.http.put('/api/auth/user', {
      firstName: 'Sarah',
      lastName: 'Collins',
      email: newEmail.toUpperCase(),
      currentPassword: TEST_PASSWORD,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ email: newEmail, emailVerified: false });
    expect((await actor.http.get('/api/auth/user')).status).toBe(200);
    expect((await phone.get('/api/auth/user')).status).toBe(401);

    const [notice] = await outboxFor(t, actor.email);
    expect(notice?.subject).toBe('Your Talanta email address was changed');
    expect(notice?.bodyText).toContain(`from ${actor.email} to ${newEmail}`);
    expect(notice?.bodyText).toContain('within 7 days');
    await emailedToken(t, actor.email, '/undo-email-change');
    expect((await outboxFor(t, newEmail)).map((email) => email.subject)).toEqual([
      'Verify your Talanta email address',
    ]);
  });

  it('keeps every session and sends nothing when only the name changes (tRPC)', async () => {
    const actor = await signedInActor(t, 'developer');
    const phone = await withSecondDevice(actor);
    const browser = await trpcAs(t, actor);
    const updated = await browser.client.auth.updateUser.mutate({
      firstName: 'Renamed',
      lastName: 'Person',
      email: actor.email,
    });
    expect(updated).toMatchObject({ firstName: 'Renamed', email: actor.email });
    expect((await phone.get('/api/auth/user')).status).toBe(200);
    expect(await outboxFor(t, actor.email)).toEqual([]);
  });

  it('changes nothing, ends no session and sends nothing when the new email is taken (409)', async () => {
    const actor = await signedInActor(t, 'client');
    const other = await signedInActor(t, 'client');
    const phone = await withSecondDevice(actor);
    const response = await actor.http.put('/api/auth/user', {
      firstName: 'A',
      lastName: 'B',
      email: other.email,
      currentPassword: TEST_PASSWORD,
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(ERROR_MESSAGES.emailTaken);
    expect((await phone.get('/api/auth/user')).status).toBe(200);
    expect(await outboxFor(t, actor.email)).toEqual([]);
  });
});

describe('POST /api/auth/email-change/undo', () => {
  it('restores the old email, marks it verified, ends every session, and works once', async () => {
    const actor = await signedInActor(t, 'developer');
    const newEmail = uniqueEmail('hijack');
    await actor.http.put('/api/auth/user', {
      firstName: 'T',
      lastName: 'D',
      email: newEmail,
      currentPassword: TEST_PASSWORD,
    });
    const token = await emailedToken(t, actor.email, '/undo-email-change');

    const undone = await t.http().post('/api/auth/email-change/undo', { token });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.emailRestored });
    expect(await storedUser(actor.user.id)).toMatchObject({ email: actor.email, emailVerified: true });
    expect((await actor.http.get('/api/auth/user')).status).toBe(401);
    const sessions = await t.db
      .selectFrom('authSessions')
      .select('id')
      .where('userId', '=', actor.user.id)
      .execute();
    expect(sessions).toEqual([]);

    const again = await t.http().post('/api/auth/email-change/undo', { token });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(ACCOUNT_SECURITY_MESSAGES.invalidUndo);
  });

  it('refuses (409) when the old address now belongs to someone else, and an expired link (400)', async () => {
    const actor = await signedInActor(t, 'client');
    const newEmail = uniqueEmail('moved');
    await actor.http.put('/api/auth/user', {
      firstName: 'T',
      lastName: 'C',
      email: newEmail,
      currentPassword: TEST_PASSWORD,
    });
    const token = await emailedToken(t, actor.email, '/undo-email-change');
    const taker = t.http();
    const taken = await taker.post('/api/auth/register', {
      email: actor.email,
      firstName: 'Other',
      lastName: 'Person',
      phoneNumber: '+254712345678',
      password: 'secret1',
      confirmPassword: 'secret1',
      role: 'client',
      acceptTerms: true,
    });
    expect(taken.status).toBe(201);

    const browser = await t.trpc();
    const conflict = await trpcError(browser.client.auth.undoEmailChange.mutate({ token }));
    expect(conflict.data?.httpStatus).toBe(409);
    expect(conflict.message).toBe(ACCOUNT_SECURITY_MESSAGES.undoEmailTaken);
    expect((await storedUser(actor.user.id)).email).toBe(newEmail);
    expect((await actor.http.get('/api/auth/user')).status).toBe(200);

    await t.db
      .updateTable('emailTokens')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('userId', '=', actor.user.id)
      .execute();
    await t.db.deleteFrom('users').where('id', '=', taken.body.id).execute();
    const expired = await t.http().post('/api/auth/email-change/undo', { token });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(ACCOUNT_SECURITY_MESSAGES.invalidUndo);
  });
});

describe('PUT /api/auth/password', () => {
  it('needs a session (401)', async () => {
    const response = await t
      .http()
      .put('/api/auth/password', { currentPassword: 'x', newPassword: 'secret2' });
    expect(response.status).toBe(401);
  });

  it('changes the password, ends the other sessions and keeps this one', async () => {
    const actor = await signedInActor(t, 'developer');
    const phone = await withSecondDevice(actor);
    const response = await actor.http.put('/api/auth/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'brand-new-secret',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.passwordChanged });
    expect((await actor.http.get('/api/auth/user')).status).toBe(200);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect(await verifyPassword((await storedUser(actor.user.id)).passwordHash, 'brand-new-secret')).toBe(
      true,
    );
    const login = await t
      .http()
      .post('/api/auth/login', { email: actor.email, password: 'brand-new-secret' });
    expect(login.status).toBe(200);
  });

  it('refuses a wrong current password (400) and a new one against the rules, changing nothing', async () => {
    const actor = await signedInActor(t, 'client');
    const phone = await withSecondDevice(actor);
    const browser = await trpcAs(t, actor);
    const wrong = await trpcError(
      browser.client.auth.changePassword.mutate({ currentPassword: 'not-it', newPassword: 'secret2' }),
    );
    expect(wrong.data?.httpStatus).toBe(400);
    expect(wrong.message).toBe(ACCOUNT_SECURITY_MESSAGES.wrongCurrentPassword);

    const short = await actor.http.put('/api/auth/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: '123',
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be at least 6 characters');
    const missing = await actor.http.put('/api/auth/password', { newPassword: 'secret2' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(ACCOUNT_SECURITY_MESSAGES.currentPassword);

    expect(await verifyPassword((await storedUser(actor.user.id)).passwordHash, TEST_PASSWORD)).toBe(true);
    expect((await phone.get('/api/auth/user')).status).toBe(200);
  });

  it('limits wrong current passwords per email (429 with Retry-After)', async () => {
    const actor = await signedInActor(t, 'client');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await actor.http.put('/api/auth/password', {
        currentPassword: `guess-${attempt}`,
        newPassword: 'secret2',
      });
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    // Even the right password is refused until the window passes.
    const right = await actor.http.put('/api/auth/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'secret2',
    });
    expect(right.status).toBe(429);
  });
});
