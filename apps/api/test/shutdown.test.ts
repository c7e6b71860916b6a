import http from 'node:http';
import type { DbHandle } from '@talanta/db';
import { createTestDb } from '@talanta/db/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { type ServerProcess, sendRequest, startServerProcess } from './helpers/server-process';

/**
 * SIGTERM while requests are in flight: the real server process, on PGlite and on PostgreSQL
 * (where TEST_DATABASE_URL names a server), must answer every request it was sent and
 * then exit 0.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const IN_FLIGHT = 50;

let server: ServerProcess | undefined;
let database: DbHandle | undefined;
afterEach(async () => {
  server?.dispose();
  server = undefined;
  await database?.close();
  database = undefined;
});

async function terminateUnderLoad(env: Record<string, string>) {
  server = await startServerProcess({
    ...env,
    RATE_LIMIT_AUTH_PER_IP: '100000',
    RATE_LIMIT_AUTH_PER_EMAIL: '100000',
  });
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  try {
    // Half sign-ins with a wrong password (a user lookup and a hash), half developer searches.
    const requests = Array.from({ length: IN_FLIGHT }, (_, index) =>
      index % 2 === 0
        ? sendRequest(agent, `${server?.baseUrl}/api/auth/login`, {
            method: 'POST',
            body: { email: `nobody-${index}@example.com`, password: 'wrong-password-1' },
          })
        : sendRequest(agent, `${server?.baseUrl}/api/developers/all?search=engineer`, { method: 'GET' }),
    );
    await Promise.all(requests.map((request) => request.sent));
    server.child.kill('SIGTERM');
    const outcomes = await Promise.all(requests.map((request) => request.outcome));
    const exitCode = await server.exited;
    const failed = outcomes.filter((outcome) => typeof outcome !== 'number' || outcome >= 500);
    expect(failed, server.output()).toEqual([]);
    expect(outcomes.filter((status) => status === 401)).toHaveLength(IN_FLIGHT / 2);
    expect(outcomes.filter((status) => status === 200)).toHaveLength(IN_FLIGHT / 2);
    expect(exitCode, server.output()).toBe(0);
  } finally {
    agent.destroy();
  }
}

describe('SIGTERM with 50 requests in flight', () => {
  it('on PGlite: every request gets its answer, then the process exits 0', async () => {
    await terminateUnderLoad({});
  }, 180_000);

  // Where a PostgreSQL server is named (CI); `pnpm test` without one runs on PGlite alone.
  if (serverUrl) {
    it('on PostgreSQL: every request gets its answer, then the process exits 0', async () => {
      database = await createTestDb({ serverUrl, migrate: false });
      await terminateUnderLoad({ DATABASE_URL: database.url ?? '' });
    }, 180_000);
  }
});
