import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DbHandle } from '@talanta/db';
import { createTestDb } from '@talanta/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer } from '../bundle.mjs';
import { requiredPostgresServer } from './helpers/postgres-server';
import { type ServerProcess, startServerProcess } from './helpers/server-process';

/**
 * Several server processes started at the same moment on one PostgreSQL database (the local
 * server when TEST_DATABASE_URL is unset), as a deploy with three processes does: migrations, the
 * demo seed, the session secret file and the admin account must come out once, and every process
 * must start. Three processes, killed after each test.
 */
const serverUrl = requiredPostgresServer();
const PROCESSES = 3;
const ADMIN_EMAIL = 'root@talanta.example';
const ADMIN_PASSWORD = 'started-together-1';

/** This code bundled as `pnpm build` does (beside dist/, so its packages resolve from node_modules). */
const bundleDir = fileURLToPath(new URL(`../dist/test-concurrent-start-${process.pid}/`, import.meta.url));
const script = join(bundleDir, 'server.js');
beforeAll(async () => {
  await bundleServer({ entry: fileURLToPath(new URL('../src/server.ts', import.meta.url)), outfile: script });
}, 60_000);
afterAll(() => rmSync(bundleDir, { recursive: true, force: true }));

let servers: ServerProcess[] = [];
let database: DbHandle | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  for (const server of servers) server.dispose();
  servers = [];
  await database?.close();
  database = undefined;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the processes at once on the database, sharing one data directory (the session secret's). */
async function startTogether(db: DbHandle, env: Record<string, string> = {}) {
  dataDir = mkdtempSync(join(tmpdir(), 'talanta-together-'));
  const started = await Promise.allSettled(
    Array.from({ length: PROCESSES }, () =>
      startServerProcess(
        { DATABASE_URL: db.url!, DATA_DIR: dataDir!, ADMIN_EMAIL, ADMIN_PASSWORD, ...env },
        120_000,
        { script },
      ),
    ),
  );
  servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  expect(started.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []))).toEqual(
    [],
  );
  return servers;
}

/** Every process ready; the admin there once, able to sign in; a draft saved by one read by another. */
async function expectOneService(db: DbHandle) {
  for (const server of servers) {
    const ready = await fetch(`${server.baseUrl}/api/health/ready`);
    expect(ready.status, server.output()).toBe(200);
  }
  const admins = await db.db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('email', '=', ADMIN_EMAIL)
    .execute();
  expect(admins).toEqual([{ id: expect.any(Number), role: 'admin' }]);
  const login = await fetch(`${servers[0]!.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(200);
  expect(await login.json()).toMatchObject({ email: ADMIN_EMAIL, role: 'admin' });

  // One session secret for all: a visitor's draft cookie from one process opens the draft in another.
  const saved = await fetch(`${servers[1]!.baseUrl}/trpc/vetting.saveDraft`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ step: 1, data: { firstName: 'Wanjiru' } }),
  });
  expect(saved.status).toBe(200);
  const cookie = saved.headers.getSetCookie()[0]!.split(';')[0]!;
  const draft = await fetch(`${servers[2]!.baseUrl}/trpc/vetting.getDraft`, { headers: { cookie } });
  const read = (await draft.json()) as { result: { data: unknown } };
  expect(read.result.data).toMatchObject({ step: 1, data: { firstName: 'Wanjiru' } });
}

describe(`${PROCESSES} processes started at once with ADMIN_EMAIL`, () => {
  it('on a fresh database: all migrate, seed once and start; the admin exists once and signs in', async () => {
    database = await createTestDb({ serverUrl, migrate: false });
    await startTogether(database, { SEED_DEMO: 'true' });
    await expectOneService(database);
    // One applied the migrations and one seeded; none failed and had to try again.
    const saying = (text: string) => servers.filter((server) => server.output().includes(text)).length;
    expect(saying('migrations applied')).toBe(1);
    expect(saying('demo data seeded')).toBe(1);
    expect(saying('failed; retrying')).toBe(0);
  }, 150_000);

  it('on a migrated database: all start; the admin exists once and signs in', async () => {
    database = await createTestDb({ serverUrl });
    await startTogether(database);
    await expectOneService(database);
  }, 150_000);
});
