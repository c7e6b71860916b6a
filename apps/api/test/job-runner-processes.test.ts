import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, type DbHandle } from '@talanta/db';
import { createTestDb } from '@talanta/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer } from '../bundle.mjs';
import { pollUntil } from './helpers/poll';
import { requiredPostgresServer } from './helpers/postgres-server';
import { type ServerProcess, startServerProcess } from './helpers/server-process';

/**
 * Two real server processes (this code bundled as `pnpm start` runs it) with their job runners on
 * one PostgreSQL database, the retention sweeps every 400 ms: each tick of each schedule runs
 * once across both, and a process killed with SIGKILL in the middle of a job leaves it to the
 * other, which finishes it once the lease is past.
 */
const serverUrl = requiredPostgresServer();
const PERIOD_MS = 400;
const LEASE_MS = 2_000;

const bundleDir = fileURLToPath(new URL(`../dist/test-job-runner-${process.pid}/`, import.meta.url));
const script = join(bundleDir, 'server.js');
let database: DbHandle;
let servers: ServerProcess[] = [];
beforeAll(async () => {
  await bundleServer({ entry: fileURLToPath(new URL('../src/server.ts', import.meta.url)), outfile: script });
  database = await createTestDb({ serverUrl });
  servers = await Promise.all(
    [0, 1].map(() =>
      startServerProcess(
        {
          DATABASE_URL: database.url!,
          JOBS_RUN: 'true',
          JOBS_POLL_MS: '100',
          JOBS_LEASE_MS: String(LEASE_MS),
          RETENTION_SWEEP_MS: String(PERIOD_MS),
          // The held lock below must stop a sweep mid-job, not time its query out.
          DB_QUERY_TIMEOUT_MS: '60000',
        },
        120_000,
        { script },
      ),
    ),
  );
}, 180_000);
afterAll(async () => {
  for (const server of servers) server.dispose();
  await database?.close();
  rmSync(bundleDir, { recursive: true, force: true });
});

function jobsNamed(name: string) {
  return database.db
    .selectFrom('backgroundJobs')
    .select(['id', 'state', 'attempts', 'lockedBy', 'createdAt'])
    .where('name', '=', name)
    .orderBy('id')
    .execute();
}

/** The server process whose runner holds (or held) a job, by the pid in its worker name. */
function serverOf(lockedBy: string | null): ServerProcess | undefined {
  const pid = Number(lockedBy?.split(':').at(-2));
  return servers.find((server) => server.child.pid === pid);
}

describe('the job runners of two server processes on one database', () => {
  it('run each tick of each schedule once across both', async () => {
    const name = 'retention.live-events';
    // Both runners at work: six ticks done, and each process has run some of them. Which process
    // claims a tick is a race; six in a row to one of them happens (it did, once in CI), so the
    // wait is for both rather than for a count.
    await pollUntil(
      () => jobsNamed(name),
      (rows) => {
        const done = rows.filter((row) => row.state === 'done');
        return done.length >= 6 && new Set(done.map((row) => serverOf(row.lockedBy))).size === servers.length;
      },
      'six ticks of a retention sweep, some run by each process',
      15_000,
    );
    const all = await database.db
      .selectFrom('backgroundJobs')
      .select(['name', 'state', 'attempts', 'lockedBy', 'createdAt'])
      .execute();
    const finished = all.filter((row) => row.state !== 'queued' && row.state !== 'running');
    expect(finished.every((row) => row.state === 'done' && row.attempts === 1)).toBe(true);
    // Both processes took their share of the ticks.
    expect(new Set(finished.map((row) => serverOf(row.lockedBy)))).toEqual(new Set(servers));
    // One job per tick: a schedule's jobs were queued at least a period apart.
    const byName = new Map<string, typeof all>();
    for (const row of all) byName.set(row.name, [...(byName.get(row.name) ?? []), row]);
    for (const [scheduled, rows] of byName) {
      const times = rows.map((row) => row.createdAt.getTime()).sort((a, b) => a - b);
      const gaps = times.slice(1).map((time, index) => time - times[index]!);
      expect(
        gaps.every((gap) => gap >= PERIOD_MS - 50),
        `${scheduled}: queued ${gaps.join(', ')} ms apart`,
      ).toBe(true);
    }
    // The slower schedules (every 30 s or more) ticked once across both processes.
    expect(byName.get('interview-reminders')).toHaveLength(1);
    expect(byName.get('scheduled-invoicing')).toHaveLength(1);
  }, 30_000);

  it('finish the job of a process killed mid-job in the other one', async () => {
    const name = 'retention.sessions';
    const locker = await createDb({ databaseUrl: database.url!, poolSize: 1, queryTimeoutMs: null });
    let held: { id: number; lockedBy: string | null } | undefined;
    let killed: ServerProcess | undefined;
    try {
      await locker.db.transaction().execute(async (trx) => {
        // The sweep's DELETE waits on this lock: its job stays in progress until the lock goes.
        await sql`LOCK TABLE auth_sessions IN EXCLUSIVE MODE`.execute(trx);
        const waiting = await pollUntil(
          async () => {
            const blocked = await sql<{ pid: number }>`
              SELECT pid FROM pg_locks WHERE relation = 'auth_sessions'::regclass AND NOT granted`.execute(
              database.db,
            );
            const running = (await jobsNamed(name)).filter((row) => row.state === 'running');
            return blocked.rows.length > 0 ? running : [];
          },
          (running) => running.length > 0,
          'a sweep blocked mid-job',
          10_000,
        );
        held = waiting[0];
        killed = serverOf(held?.lockedBy ?? null);
        expect(killed).toBeDefined();
        killed!.child.kill('SIGKILL');
        expect(await killed!.exited).toBeNull();
      });
      const survivor = servers.find((server) => server !== killed);
      const finished = await pollUntil(
        async () => (await jobsNamed(name)).find((row) => row.id === held!.id),
        (row) => row?.state === 'done',
        'the survivor to finish the killed process’s job',
        LEASE_MS + 10_000,
      );
      expect(finished).toMatchObject({ state: 'done', attempts: 2 });
      expect(serverOf(finished!.lockedBy)).toBe(survivor);
    } finally {
      await locker.close();
    }
  }, 30_000);
});
