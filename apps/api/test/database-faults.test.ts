import { createDb, type DbHandle } from '@talanta/db';
import { createTestDb } from '@talanta/db/testing';
import { ERROR_MESSAGES } from '@talanta/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { databaseOptionsFromEnv, readEnv } from '../src/env';
import { DATABASE_UNAVAILABLE_LOG } from '../src/trpc/errors';
import type { App } from './helpers/app';
import { testConfig } from './helpers/config';
import { eventually } from './helpers/eventually';
import { HttpClient, type HttpResponse } from './helpers/http';
import { PgOperator } from './helpers/pg-operator';
import { requiredPostgresServer } from './helpers/postgres-server';
import { clientRegistration } from './helpers/registration';
import { TcpProxy } from './helpers/tcp-proxy';

/**
 * Faults of a live PostgreSQL under load: backends terminated mid-write, a database frozen by a
 * lock, a server that stops answering, connections dropped as in a crash. PostgreSQL runs on every
 * machine (CI too), so without TEST_DATABASE_URL this uses the local server: never restarted, only
 * a throwaway database of this file, a lock in it, and a proxy in front of it.
 */
const serverUrl = requiredPostgresServer();

/** Process-level failures while these tests run: a crash in the making. */
const processFailures: unknown[] = [];
const recordFailure = (error: unknown) => processFailures.push(error);

let base: DbHandle;
let operator: PgOperator;
let proxy: TcpProxy;
const opened: { app: App; database: DbHandle }[] = [];

beforeAll(async () => {
  process.on('uncaughtException', recordFailure);
  process.on('unhandledRejection', recordFailure);
  base = await createTestDb({ serverUrl });
  operator = await PgOperator.connect(base.url!);
  const target = new URL(serverUrl);
  proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
});
afterEach(() => {
  expect(processFailures).toEqual([]);
});
afterAll(async () => {
  for (const { app, database } of opened) {
    await app.close();
    await database.close();
  }
  await proxy?.close();
  await operator?.close();
  await base?.close();
  process.off('uncaughtException', recordFailure);
  process.off('unhandledRejection', recordFailure);
});

/** The app on the test database (directly or through the proxy) with its own pool settings. */
async function appOn(databaseUrl: string, queryTimeoutMs: number, logLines?: string[]) {
  const database = await createDb({ databaseUrl, poolSize: 10, connectionTimeoutMs: 2000, queryTimeoutMs });
  const logger = logLines
    ? { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } }
    : false;
  const app = await buildApp({ database, config: testConfig(), logger });
  opened.push({ app, database });
  return { app, database };
}

function registerClient(app: App) {
  return new HttpClient(app).post('/api/auth/register', clientRegistration());
}

/** A sign-in: its first query reads users, before any password hashing (timing without argon2). */
function signIn(app: App) {
  return new HttpClient(app).post('/api/auth/login', { email: 'amina@example.com', password: 'secret1' });
}

/** Sends a request and measures how long its answer took. */
async function timed(request: () => Promise<HttpResponse>) {
  const started = Date.now();
  const response = await request();
  return { response, ms: Date.now() - started };
}

function expectUnavailable(response: HttpResponse) {
  expect(response.status, JSON.stringify(response.body)).toBe(503);
  expect(response.body.message).toBe(ERROR_MESSAGES.databaseUnavailable);
}

async function expectServiceResumes(app: App) {
  const next = await Promise.all(Array.from({ length: 8 }, () => registerClient(app)));
  expect(next.map((response) => response.status)).toEqual(Array(8).fill(201));
}

describe('backends terminated under 8 concurrent writes (pg_terminate_backend)', () => {
  it('answers those writes 503, keeps the process alive and serves the next writes', async () => {
    const { app } = await appOn(base.url!, 10_000);
    // The writes wait inside their transaction (the user row is in, the profile waits for the lock).
    await operator.lock('client_profiles');
    const writes = Array.from({ length: 8 }, () => registerClient(app));
    try {
      await operator.waitForBlockedBackends(8);
      expect(await operator.terminateBusyBackends()).toBe(8);
    } finally {
      await operator.unlock();
    }
    for (const response of await Promise.all(writes)) expectUnavailable(response);
    expect(processFailures).toEqual([]);
    await expectServiceResumes(app);
  });
});

describe('a database frozen by a lock another connection holds', () => {
  it('answers 503 within the query timeout (2 s here), logs why, and recovers once the lock goes', async () => {
    const logLines: string[] = [];
    const { app } = await appOn(base.url!, 2000, logLines);
    await operator.lock('users');
    let answers: { response: HttpResponse; ms: number }[];
    let trpcAnswer: HttpResponse;
    try {
      [answers, trpcAnswer] = await Promise.all([
        Promise.all(Array.from({ length: 6 }, () => timed(() => signIn(app)))),
        new HttpClient(app).get(`/trpc/openJob.byId?input=${encodeURIComponent('{"id":1}')}`),
      ]);
    } finally {
      await operator.unlock();
    }
    for (const { response, ms } of answers) {
      expectUnavailable(response);
      expect(ms).toBeGreaterThanOrEqual(1500);
      expect(ms).toBeLessThan(4000);
    }
    expect(trpcAnswer.status).toBe(503);
    // The answers say only "Database temporarily unavailable"; the log says why, REST and tRPC alike.
    const logged = logLines
      .map(
        (line) =>
          JSON.parse(line) as { msg: string; path?: string; err?: { code?: string; message?: string } },
      )
      .filter((entry) => entry.msg === DATABASE_UNAVAILABLE_LOG);
    expect(logged).toHaveLength(7);
    for (const entry of logged) {
      expect(entry.err).toMatchObject({
        code: '57014',
        message: 'canceling statement due to statement timeout',
      });
    }
    expect(logged.filter((entry) => entry.path === 'openJob.byId')).toHaveLength(1);
    await expectServiceResumes(app);
  });
});

describe('DB_POOL_SIZE, the most connections the app opens', () => {
  it('is a whole number from 1 to 100, 10 when unset', () => {
    expect(readEnv({}).DB_POOL_SIZE).toBe(10);
    for (const size of ['0', '101', '2.5', 'ten'])
      expect(() => readEnv({ DB_POOL_SIZE: size }), size).toThrow(/DB_POOL_SIZE/);
  });

  it('holds requests beyond it waiting for a connection, and answers them all once the lock goes', async () => {
    const env = readEnv({
      DATABASE_URL: base.url!,
      DB_POOL_SIZE: '2',
      // Long enough that nothing here answers 503 while the lock is held.
      DB_CONNECT_TIMEOUT_MS: '20000',
      DB_QUERY_TIMEOUT_MS: '20000',
    });
    const database = await createDb({ ...databaseOptionsFromEnv(env), onIdleError: recordFailure });
    const app = await buildApp({ database, config: testConfig(), logger: false });
    opened.push({ app, database });
    const pool = database.pool!;
    await operator.lock('users');
    const signIns = Promise.all(Array.from({ length: 5 }, () => signIn(app)));
    try {
      // Two sign-ins hold the two connections, blocked on the lock; three wait for one of them.
      await operator.waitForBlockedBackends(2);
      await eventually(() => pool.waitingCount === 3, 10_000);
      expect(pool.totalCount).toBe(2);
    } finally {
      await operator.unlock();
    }
    const answers = await signIns;
    // No such account: each answered as a wrong password is, none refused for the wait.
    expect(answers.map((response) => response.status)).toEqual(Array(5).fill(401));
    expect(pool.totalCount).toBeLessThanOrEqual(2);
  });
});

describe('a server that stops answering (a loopback proxy holds every byte, as under SIGSTOP)', () => {
  it('answers 503 within about 2.5 s, discards the stuck connections and recovers', async () => {
    const { app, database } = await appOn(proxy.urlFor(base.url!), 2000);
    await expectServiceResumes(app);
    expect(database.pool!.idleCount).toBeGreaterThan(0);
    proxy.pause();
    let answers: { response: HttpResponse; ms: number }[];
    try {
      answers = await Promise.all(Array.from({ length: 12 }, () => timed(() => signIn(app))));
      // Connections with a query that timed out went away instead of back to the pool (where an
      // idle one would stay 30 s); the last connection attempts give up within their 2 s.
      await eventually(() => database.pool!.totalCount === 0, 5000);
    } finally {
      proxy.resume();
    }
    for (const { response, ms } of answers) {
      expectUnavailable(response);
      expect(ms).toBeLessThan(4000);
    }
    await expectServiceResumes(app);
  });
});

describe('every connection dropped during writes (a crash or `stop -m immediate`)', () => {
  it('answers the writes 503 and serves the next ones on new connections', async () => {
    const { app } = await appOn(proxy.urlFor(base.url!), 10_000);
    await operator.lock('client_profiles');
    const writes = Array.from({ length: 8 }, () => registerClient(app));
    try {
      await operator.waitForBlockedBackends(8);
      proxy.cut();
      for (const response of await Promise.all(writes)) expectUnavailable(response);
    } finally {
      await operator.unlock();
    }
    await expectServiceResumes(app);
  });
});
