import { ERROR_MESSAGES } from '@talanta/schema';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useTestApp } from './helpers/app';
import { pollUntil } from './helpers/poll';
import { createUser, TEST_PASSWORD, uniqueEmail } from './helpers/users';

const t = useTestApp({ env: { RATE_LIMIT_AUTH_PER_EMAIL: '3', RATE_LIMIT_AUTH_PER_IP: '30' } });

let ipSequence = 0;
function freshIp(): string {
  ipSequence += 1;
  return `10.88.0.${ipSequence}`;
}

function forgot(app: TestApp, email: string, ip = freshIp()) {
  return app.http().post('/api/auth/forgot-password', { email }, { remoteAddress: ip });
}

function reset(token: string, password: string, ip = freshIp()) {
  return t
    .http()
    .post('/api/auth/reset-password', { token, password, confirmPassword: password }, { remoteAddress: ip });
}

function outboxFor(email: string) {
  return t.db
    .selectFrom('emailOutbox')
    .select('bodyText')
    .where('toAddress', '=', email)
    .orderBy('id')
    .execute();
}

/** The links emailed to this address, once `count` of them have been written. */
async function resetTokensFor(email: string, count: number): Promise<string[]> {
  const emails = await pollUntil(
    () => outboxFor(email),
    (rows) => rows.length >= count,
    `${count} reset email(s)`,
  );
  return emails.map((row) => /\/reset-password\?token=([a-z2-7]+)/.exec(row.bodyText)?.[1] ?? '');
}

function queuedRequests() {
  return t.db.selectFrom('passwordResetRequests').select(['email']).execute();
}

describe('forgot password answers before it looks the email up', () => {
  it('answers known and unknown emails alike; only the known one gets a link', async () => {
    const { email } = await createUser(t.db, 'client');
    const unknown = uniqueEmail('nobody');
    const known = await forgot(t, email);
    const missing = await forgot(t, unknown);
    expect(known.status).toBe(200);
    expect(missing.body).toEqual(known.body);
    expect(await resetTokensFor(email, 1)).toHaveLength(1);
    await pollUntil(queuedRequests, (rows) => rows.length === 0, 'the queue to empty');
    expect(await outboxFor(unknown)).toEqual([]);
  });

  it('sends a link for each of many requests arriving at once', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => createUser(t.db, 'developer')));
    const answers = await Promise.all(users.map(({ email }) => forgot(t, email)));
    expect(answers.map((answer) => answer.status)).toEqual(users.map(() => 200));
    for (const { email } of users) expect(await resetTokensFor(email, 1)).toHaveLength(1);
  });

  it('works on requests a stopped process left queued, when the next one starts', async () => {
    const { email } = await createUser(t.db, 'developer');
    await t.db
      .insertInto('passwordResetRequests')
      .values({ email, linkOrigin: 'https://talanta.example' })
      .execute();
    const restarted = await createTestApp({ database: t.database });
    try {
      const [token] = await resetTokensFor(email, 1);
      expect(token).toMatch(/^[a-z2-7]{52}$/);
      expect((await outboxFor(email))[0]?.bodyText).toContain(
        'https://talanta.example/reset-password?token=',
      );
    } finally {
      await restarted.close();
    }
  });

  if (process.env.TEST_DATABASE_URL) {
    it('answers while the users table cannot even be read (PostgreSQL: a held lock)', async () => {
      const { email } = await createUser(t.db, 'developer');
      await t.db.transaction().execute(async (trx) => {
        await sql`LOCK TABLE users IN ACCESS EXCLUSIVE MODE`.execute(trx);
        const answer = await forgot(t, email);
        expect(answer.status).toBe(200);
        // No link can exist yet: its lookup waits for the lock this test holds.
        expect(
          await trx.selectFrom('emailOutbox').select('id').where('toAddress', '=', email).execute(),
        ).toEqual([]);
      });
      expect(await resetTokensFor(email, 1)).toHaveLength(1);
    });
  }
});

describe('reset password', () => {
  it('ends every other outstanding link of the user when one is used', async () => {
    const { email } = await createUser(t.db, 'client');
    await forgot(t, email);
    await forgot(t, email);
    const [older, newer] = await resetTokensFor(email, 2);
    expect((await reset(newer ?? '', 'brand-new-1')).status).toBe(200);
    const stale = await reset(older ?? '', 'brand-new-2');
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(ERROR_MESSAGES.invalidResetToken);
    const login = await t.http().post('/api/auth/login', { email, password: 'brand-new-1' });
    expect(login.status).toBe(200);
  });

  it('limits attempts per token, and per IP whatever the token', async () => {
    const { email } = await createUser(t.db, 'developer');
    await forgot(t, email);
    const [token = ''] = await resetTokensFor(email, 1);
    const ip = freshIp();
    const wrongToken = `${token.slice(0, -4)}aaaa`;
    for (let attempt = 1; attempt <= 3; attempt++)
      expect((await reset(wrongToken, 'guess-one', ip)).status).toBe(400);
    const refused = await reset(wrongToken, 'guess-one', ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(ERROR_MESSAGES.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The real token is its own counter and still works.
    expect((await reset(token, 'brand-new-1', ip)).status).toBe(200);

    const flooder = freshIp();
    for (let attempt = 1; attempt <= 30; attempt++) await reset(`made-up-${attempt}`, 'guess-one', flooder);
    expect((await reset('made-up-last', 'guess-one', flooder)).status).toBe(429);
  });

  it('checks the token before the costly password hashing', async () => {
    // An unknown token is answered without hashing: far faster than a sign-in, which verifies one
    // argon2 hash. Interleaved rounds and medians keep a loaded machine from deciding the outcome.
    const { email } = await createUser(t.db, 'developer');
    const resets: number[] = [];
    const signIns: number[] = [];
    const timed = async (work: () => Promise<unknown>, into: number[]) => {
      const started = performance.now();
      await work();
      into.push(performance.now() - started);
    };
    for (let round = 0; round < 9; round++) {
      await timed(() => reset(`unknown-token-${round}`, 'brand-new-1'), resets);
      await timed(
        () =>
          t.http().post('/api/auth/login', { email, password: TEST_PASSWORD }, { remoteAddress: freshIp() }),
        signIns,
      );
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    expect(median(resets) * 3).toBeLessThan(median(signIns));
  });
});
