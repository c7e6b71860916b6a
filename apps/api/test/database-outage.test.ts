import { createServer, type Server, type Socket } from 'node:net';
import { createDb, type DbHandle, POOL_APPLICATION_NAME } from '@talanta/db';
import { createTestDb } from '@talanta/db/testing';
import { ERROR_MESSAGES } from '@talanta/schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { databaseOptionsFromEnv, readEnv } from '../src/env';
import type { App } from './helpers/app';
import { testConfig } from './helpers/config';
import { HttpClient } from './helpers/http';
import { clientRegistration } from './helpers/registration';
import { createUser, TEST_PASSWORD } from './helpers/users';

/**
 * The app on PostgreSQL when PostgreSQL cannot be reached. This runs in every mode: the database
 * is a pg pool aimed at a port where nothing answers, whatever TEST_DATABASE_URL says.
 */

/** Unexpected process-level failures while these tests run (a crash in the making). */
const processFailures: unknown[] = [];
const recordFailure = (error: unknown) => processFailures.push(error);
beforeAll(() => {
  process.on('uncaughtException', recordFailure);
  process.on('unhandledRejection', recordFailure);
});
afterAll(() => {
  process.off('uncaughtException', recordFailure);
  process.off('unhandledRejection', recordFailure);
});

async function appOn(databaseUrl: string, connectTimeoutMs?: string) {
  const env = readEnv({
    DATABASE_URL: databaseUrl,
    ...(connectTimeoutMs ? { DB_CONNECT_TIMEOUT_MS: connectTimeoutMs } : {}),
  });
  const database = await createDb({ ...databaseOptionsFromEnv(env), onIdleError: recordFailure });
  const app = await buildApp({ database, config: testConfig(), logger: false });
  return { app, database, http: new HttpClient(app) };
}

function expectUnavailable(response: { status: number; body: { message?: string; code?: string } }) {
  expect(response.status).toBe(503);
  expect(response.body.message).toBe(ERROR_MESSAGES.databaseUnavailable);
}

describe('with nothing listening on the database port', () => {
  let app: App;
  let database: DbHandle;
  let http: HttpClient;
  beforeAll(async () => {
    ({ app, database, http } = await appOn('postgres://postgres@127.0.0.1:1/none', '500'));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('GET /api/health answers 503', async () => {
    const response = await http.get('/api/health');
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.body).toMatchObject({
      status: 'unavailable',
      message: ERROR_MESSAGES.databaseUnavailable,
    });
  });

  it('POST /api/auth/login answers 503 "Database temporarily unavailable"', async () => {
    const response = await http.post('/api/auth/login', { email: 'amina@example.com', password: 'secret1' });
    expectUnavailable(response);
    expect(response.body.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('POST /api/auth/register answers 503 too, never 500', async () => {
    const response = await http.post('/api/auth/register', clientRegistration('amina@example.com'));
    expectUnavailable(response);
  });

  it('GET /api/auth/user with a session cookie answers 503, not 401 (the session may be fine)', async () => {
    const response = await http.get('/api/auth/user', {
      headers: { cookie: `talanta_session=${'a'.repeat(32)}.${'b'.repeat(32)}` },
    });
    expectUnavailable(response);
    // The cookie is kept: a database outage must not sign anybody out.
    expect(response.setCookies).toEqual([]);
  });

  it('answers through tRPC with the same status and message', async () => {
    const response = await http.post('/trpc/auth.login', { email: 'amina@example.com', password: 'secret1' });
    expect(response.status).toBe(503);
    expect(response.body.error.message).toBe(ERROR_MESSAGES.databaseUnavailable);
  });

  it('keeps serving what needs no database, and has not crashed', async () => {
    expect((await http.get('/api/openapi.json')).status).toBe(200);
    expect((await http.get('/api/auth/user')).status).toBe(401);
    expect((await http.get('/api/health')).status).toBe(503);
    expect(processFailures).toEqual([]);
  });
});

describe('with a database that accepts connections but never answers', () => {
  let blackHole: Server;
  const sockets = new Set<Socket>();
  let port = 0;
  beforeAll(async () => {
    blackHole = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
    port = (blackHole.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => blackHole.close(() => resolve()));
  });

  it('gives up on the connection after about 2 seconds (the default) with a 503', async () => {
    const { app, database, http } = await appOn(`postgres://postgres@127.0.0.1:${port}/none`);
    try {
      const started = Date.now();
      const response = await http.post('/api/auth/login', {
        email: 'amina@example.com',
        password: 'secret1',
      });
      const waited = Date.now() - started;
      expectUnavailable(response);
      expect(waited).toBeGreaterThanOrEqual(1500);
      expect(waited).toBeLessThan(6000);
      expect(processFailures).toEqual([]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  describe('PostgreSQL drops every connection (pg_terminate_backend)', () => {
    let app: App;
    let database: DbHandle;
    beforeAll(async () => {
      database = await createTestDb();
      app = await buildApp({ database, config: testConfig(), logger: false });
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    it('recovers on the next request without crashing', async () => {
      const http = new HttpClient(app);
      const { email } = await createUser(database.db, 'developer');
      // Several requests at once leave several idle connections in the pool.
      const warm = await Promise.all(Array.from({ length: 4 }, () => http.get('/api/health')));
      expect(warm.map((response) => response.status)).toEqual([200, 200, 200, 200]);
      const pool = database.pool;
      expect(pool).not.toBeNull();
      const idleBefore = pool?.idleCount ?? 0;
      expect(idleBefore).toBeGreaterThan(0);

      // The pool handles errors of idle connections itself (without a listener they would crash
      // the process); this test's own listener only counts them.
      expect(pool?.listenerCount('error')).toBeGreaterThan(0);
      const dropped = new Promise<void>((resolve) => {
        let seen = 0;
        pool?.on('error', () => {
          seen += 1;
          if (seen === idleBefore) resolve();
        });
      });
      const { rows: nameRows } = await pool!.query<{ name: string }>('select current_database() as name');
      // Another connection, to the server's maintenance database, pulls the plug.
      const admin = await createDb({ databaseUrl: serverUrl, poolSize: 1 });
      try {
        const { rows } = await sql<{ terminated: boolean }>`
          select pg_terminate_backend(pid) as terminated from pg_stat_activity
          where datname = ${nameRows[0]?.name} and backend_type = 'client backend'
            and application_name = ${POOL_APPLICATION_NAME}`.execute(admin.db);
        expect(rows.filter((row) => row.terminated).length).toBe(idleBefore);
      } finally {
        await admin.close();
      }
      await dropped;
      expect(pool?.idleCount).toBe(0);

      expect((await http.get('/api/health')).status).toBe(200);
      const login = await http.post('/api/auth/login', { email, password: TEST_PASSWORD });
      expect(login.status).toBe(200);
      expect((await http.get('/api/auth/user')).body.email).toBe(email);
    });
  });
}
