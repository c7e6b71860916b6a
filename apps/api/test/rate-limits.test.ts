import { ERROR_MESSAGES } from '@talanta/schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, useTestApp } from './helpers/app';
import type { HttpResponse } from './helpers/http';
import { pollUntil } from './helpers/poll';
import { trpcError } from './helpers/trpc';
import { createUser, TEST_PASSWORD, uniqueEmail } from './helpers/users';

const t = useTestApp();

// Two API processes on one database (each app has its own limiter, as each process would).
const LIMITS = {
  RATE_LIMIT_AUTH_PER_IP: '6',
  RATE_LIMIT_AUTH_PER_EMAIL: '3',
  RATE_LIMIT_AUTH_PER_EMAIL_CEILING: '5',
};
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp({ database: t.database, env: LIMITS });
  second = await createTestApp({ database: t.database, env: LIMITS });
});
afterAll(async () => {
  await first?.close();
  await second?.close();
});

let ipSequence = 0;
/** A client IP no other test uses, so each test starts with fresh per-IP counters. */
function freshIp(): string {
  ipSequence += 1;
  return `10.77.${Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`;
}

function login(app: TestApp, email: string, password: string, ip: string) {
  return app.http().post('/api/auth/login', { email, password }, { remoteAddress: ip });
}

function expectTooMany(response: HttpResponse, label = '') {
  expect(response.status, label).toBe(429);
  expect(response.body).toEqual({ message: ERROR_MESSAGES.tooManyRequests, code: 'TOO_MANY_REQUESTS' });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('auth limits hold across API processes', () => {
  it('counts attempts on one email from one IP in both processes together', async () => {
    const target = await createUser(t.db, 'developer');
    const ip = freshIp();
    const apps = [first, second, first];
    for (const [attempt, app] of apps.entries()) {
      expect((await login(app, target.email, 'wrong-password', ip)).status, `attempt ${attempt + 1}`).toBe(
        401,
      );
    }
    // The 4th attempt is refused in either process, the right password included.
    expectTooMany(await login(second, target.email, TEST_PASSWORD, ip));
    expectTooMany(await login(first, target.email, TEST_PASSWORD, ip));
  });

  it('counts attempts per IP in both processes together', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 6; attempt++) {
      const app = attempt % 2 === 0 ? second : first;
      expect((await login(app, uniqueEmail('ip'), 'wrong-password', ip)).status, `attempt ${attempt}`).toBe(
        401,
      );
    }
    expectTooMany(await login(first, uniqueEmail('ip'), 'wrong-password', ip));
    expectTooMany(await login(second, uniqueEmail('ip'), 'wrong-password', ip));
  });

  it('lets exactly the limit through when attempts arrive at once in both processes', async () => {
    const target = await createUser(t.db, 'client');
    const ip = freshIp();
    const attempts = Array.from({ length: 10 }, (_, index) =>
      login(index % 2 === 0 ? first : second, target.email, 'wrong-password', ip),
    );
    const statuses = (await Promise.all(attempts)).map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});

describe('the owner is not locked out by someone else', () => {
  it('signs in from their own IP after another IP used up its attempts on their email', async () => {
    const owner = await createUser(t.db, 'developer');
    const attacker = freshIp();
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await login(first, owner.email, 'wrong-guess', attacker)).status).toBe(401);
    }
    expectTooMany(await login(second, owner.email, 'wrong-guess', attacker));
    expect((await login(second, owner.email, TEST_PASSWORD, freshIp())).status).toBe(200);
  });

  it('is not slowed by forgot-password requests someone else makes for their email', async () => {
    const owner = await createUser(t.db, 'client');
    const stranger = freshIp();
    const ownIp = freshIp();
    const forgot = (ip: string) =>
      first.http().post('/api/auth/forgot-password', { email: owner.email }, { remoteAddress: ip });
    for (let request = 1; request <= 3; request++) expect((await forgot(stranger)).status).toBe(200);
    expectTooMany(await forgot(stranger));
    expect((await forgot(ownIp)).status).toBe(200);
    expect((await login(first, owner.email, TEST_PASSWORD, ownIp)).status).toBe(200);
  });

  it('is not locked out by refused attempts piling up from one IP', async () => {
    const owner = await createUser(t.db, 'client');
    const attacker = freshIp();
    for (let attempt = 1; attempt <= 12; attempt++) await login(first, owner.email, 'wrong-guess', attacker);
    expectTooMany(await login(second, owner.email, 'wrong-guess', attacker));
    // Only the 3 attempts that were let through count toward the ceiling of 5; the attacker's IP
    // is charged for every attempt and has used up its 6.
    expect((await login(second, owner.email, TEST_PASSWORD, freshIp())).status).toBe(200);
    expectTooMany(await login(first, uniqueEmail('other'), 'wrong-guess', attacker));
  });

  it('still meets a looser ceiling on one email across all IPs', async () => {
    const target = await createUser(t.db, 'developer');
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login(first, target.email, 'wrong-guess', freshIp())).status, `attempt ${attempt}`).toBe(
        401,
      );
    }
    expectTooMany(await login(second, target.email, 'wrong-guess', freshIp()), 'a sixth IP');
  });

  it("a successful sign-in clears that email's attempts from that IP", async () => {
    const owner = await createUser(t.db, 'client');
    const ip = freshIp();
    expect((await login(first, owner.email, 'typo-password', ip)).status).toBe(401);
    expect((await login(second, owner.email, TEST_PASSWORD, ip)).status).toBe(200);
    // Without the reset the 4th attempt would be refused; the ceiling (5) still counts all of them.
    for (let retry = 1; retry <= 3; retry++)
      expect((await login(first, owner.email, 'typo-password', ip)).status).toBe(401);
    expectTooMany(await login(first, owner.email, 'typo-password', ip));
  });
});

describe('counters in the database', () => {
  async function counter(key: string) {
    return t.db
      .selectFrom('authRateLimits')
      .select(['hits', 'resetsAt'])
      .where('key', '=', key)
      .executeTakeFirst();
  }

  it('keeps fixed windows: Retry-After is what is left of the window, and an ended window starts over', async () => {
    const target = await createUser(t.db, 'developer');
    const ip = freshIp();
    for (let attempt = 1; attempt <= 3; attempt++) await login(first, target.email, 'wrong-guess', ip);
    const refused = await login(first, target.email, 'wrong-guess', ip);
    expectTooMany(refused);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);

    const key = `sign-in:${target.email}|${ip}`;
    expect((await counter(key))?.hits).toBe(4);
    await t.db
      .updateTable('authRateLimits')
      .set({ resetsAt: sql<Date>`now() - interval '1 second'` })
      .where('key', 'like', `%${ip}`)
      .execute();
    expect((await login(second, target.email, TEST_PASSWORD, ip)).status).toBe(200);
    const ipCounter = await counter(`ip:${ip}`);
    expect(ipCounter?.hits).toBe(1);
    expect(ipCounter?.resetsAt.getTime()).toBeGreaterThan(Date.now() + 800_000);
  });

  it('deletes ended windows, and keeps the running ones', async () => {
    const ended = `ip:ended-${freshIp()}`;
    const running = `ip:running-${freshIp()}`;
    await t.db
      .insertInto('authRateLimits')
      .values([
        { key: ended, hits: 7, resetsAt: sql<Date>`now() - interval '1 minute'` },
        { key: running, hits: 2, resetsAt: sql<Date>`now() + interval '5 minutes'` },
      ])
      .execute();
    // A new process cleans up at its first counted attempt.
    const third = await createTestApp({ database: t.database, env: LIMITS });
    try {
      expect((await login(third, uniqueEmail('cleanup'), 'wrong-guess', freshIp())).status).toBe(401);
      await pollUntil(
        () => counter(ended),
        (row) => row === undefined,
        'the ended counter to go',
      );
      expect((await counter(running))?.hits).toBe(2);
    } finally {
      await third.close();
    }
  });

  it('answers 429 with Retry-After through tRPC as well', async () => {
    const target = await createUser(t.db, 'developer');
    const browser = await first.trpc();
    for (let attempt = 1; attempt <= 3; attempt++) {
      await trpcError(browser.client.auth.login.mutate({ email: target.email, password: 'wrong-pass' }));
    }
    const error = await trpcError(
      browser.client.auth.login.mutate({ email: target.email, password: TEST_PASSWORD }),
    );
    expect(error.message).toBe(ERROR_MESSAGES.tooManyRequests);
    expect(error.data).toMatchObject({ code: 'TOO_MANY_REQUESTS', httpStatus: 429 });
    const response = (error.meta as { response?: Response } | undefined)?.response;
    expect(Number(response?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
