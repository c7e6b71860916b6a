import {
  claimDueBackgroundJobs,
  completeBackgroundJob,
  countBackgroundJobBacklog,
  type Database,
  enqueueBackgroundJob,
  type Kysely,
} from '@talanta/db';
import { describe, expect, it } from 'vitest';
import { type JobAttempt, JobRunner } from '../src/jobs/runner';
import { useTestApp } from './helpers/app';
import { testConfig } from './helpers/config';
import { pollUntil } from './helpers/poll';

/**
 * The job runner on the database under test (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * retries with a growing backoff up to the attempts, a job taken over once its holder's lease is
 * past, nothing run for a rolled-back enqueue, one run per schedule tick among several runners.
 * Each test uses job names of its own, so the runners of the app and of other tests leave them be.
 */
const t = useTestApp();
let names = 0;
const uniqueName = (what: string) => `test.${what}.${++names}`;

function runner(options: { retryBaseMs?: number; workerId?: string } = {}) {
  return new JobRunner(t.db, t.app.log, {
    pollMs: 50,
    defaultLeaseMs: 60_000,
    retryBaseMs: options.retryBaseMs ?? 50,
    ...(options.workerId ? { workerId: options.workerId } : {}),
  });
}

function jobRows(db: Kysely<Database>, name: string) {
  return db
    .selectFrom('backgroundJobs')
    .select(['id', 'state', 'attempts', 'lockedBy', 'lastError', 'runAt', 'finishedAt'])
    .where('name', '=', name)
    .orderBy('id')
    .execute();
}

describe('retries', () => {
  it('retries a failing job with a doubling backoff until its attempts are used up', async () => {
    const name = uniqueName('always-fails');
    const attempts: { at: number; attempt: JobAttempt }[] = [];
    // 300 ms: long enough that the second runDue below comes before the retry is due even on a
    // loaded machine (at 100 ms this test failed once beside a browser suite at load 10).
    const jobs = runner({ retryBaseMs: 300 }).register(name, async (_payload, attempt) => {
      attempts.push({ at: Date.now(), attempt });
      throw new Error(`refused #${attempt.attempt}`);
    });
    await enqueueBackgroundJob(t.db, { name, maxAttempts: 3 });

    await jobs.runDue();
    expect(attempts).toHaveLength(1);
    // Not before its backoff: running what is due again leaves it alone.
    await jobs.runDue();
    expect(attempts).toHaveLength(1);
    const [waiting] = await jobRows(t.db, name);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1, lastError: 'refused #1' });

    await pollUntil(
      async () => {
        await jobs.runDue();
        return jobRows(t.db, name);
      },
      ([row]) => row?.state === 'failed',
      'the job to fail for good',
    );
    expect(attempts.map(({ attempt }) => [attempt.attempt, attempt.isLastAttempt])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    const [first, second, third] = attempts.map(({ at }) => at);
    expect(second! - first!).toBeGreaterThanOrEqual(290);
    expect(third! - second!).toBeGreaterThanOrEqual(590);
    const [failed] = await jobRows(t.db, name);
    expect(failed).toMatchObject({ state: 'failed', attempts: 3, lastError: 'refused #3' });
    expect(failed?.finishedAt).toBeInstanceOf(Date);
  });

  it('finishes a job that succeeds on a later attempt, with its payload', async () => {
    const name = uniqueName('fails-once');
    const payloads: unknown[] = [];
    const jobs = runner({ retryBaseMs: 1 }).register(name, async (payload, attempt) => {
      payloads.push(payload);
      if (attempt.attempt === 1) throw new Error('not yet');
    });
    await enqueueBackgroundJob(t.db, { name, payload: { emailId: 7 } });
    await pollUntil(
      async () => {
        await jobs.runDue();
        return jobRows(t.db, name);
      },
      ([row]) => row?.state === 'done',
      'the job to finish',
    );
    expect(payloads).toEqual([{ emailId: 7 }, { emailId: 7 }]);
    expect((await jobRows(t.db, name))[0]).toMatchObject({
      attempts: 2,
      lastError: null,
      lockedBy: jobs.workerId,
    });
  });
});

describe('leases', () => {
  it("takes over a job whose process died holding it once the lease is past; the dead one's result does not count", async () => {
    const name = uniqueName('orphaned');
    const ran: string[] = [];
    const survivor = runner({ workerId: 'survivor' }).register(name, async () => {
      ran.push('survivor');
    });
    await enqueueBackgroundJob(t.db, { name });
    // What a process that died mid-job leaves behind: a claim with a lease, and no result.
    const [held] = await claimDueBackgroundJobs(t.db, { worker: 'dead', leases: { [name]: 400 }, limit: 10 });
    expect(held).toMatchObject({ name, attempts: 1 });
    const heldAt = Date.now();

    await survivor.runDue();
    expect(ran).toEqual([]);
    await pollUntil(
      async () => {
        await survivor.runDue();
        return ran;
      },
      (runs) => runs.length > 0,
      'the survivor to take the job over',
    );
    expect(Date.now() - heldAt).toBeGreaterThanOrEqual(350);
    expect((await jobRows(t.db, name))[0]).toMatchObject({
      state: 'done',
      attempts: 2,
      lockedBy: 'survivor',
    });
    expect(await completeBackgroundJob(t.db, { id: held!.id, attempts: 1, worker: 'dead' })).toBe(false);
  });
});

describe('enqueueing', () => {
  it('never runs a job enqueued in a transaction that rolled back', async () => {
    const name = uniqueName('rolled-back');
    const ran: unknown[] = [];
    const jobs = runner().register(name, async (payload) => {
      ran.push(payload);
    });
    await expect(
      t.db.transaction().execute(async (trx) => {
        await enqueueBackgroundJob(trx, { name, payload: { n: 1 } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await enqueueBackgroundJob(t.db, { name, payload: { n: 2 } });
    await jobs.runDue();
    expect(ran).toEqual([{ n: 2 }]);
    expect(await jobRows(t.db, name)).toHaveLength(1);
  });

  it('queues a keyed job once while one with its key waits', async () => {
    const name = uniqueName('singleton');
    const first = await enqueueBackgroundJob(t.db, { name, key: name });
    expect(first).toEqual(expect.any(Number));
    expect(await enqueueBackgroundJob(t.db, { name, key: name })).toBeNull();
    const runs: number[] = [];
    const jobs = runner().register(name, async () => {
      runs.push(1);
    });
    await jobs.runDue();
    // Once it ran, the key is free again.
    expect(await enqueueBackgroundJob(t.db, { name, key: name })).toEqual(expect.any(Number));
    await jobs.runDue();
    expect(runs).toHaveLength(2);
  });
});

describe('metrics', () => {
  it('counts the jobs waiting and those failed for good in the backlog gauge', async () => {
    const name = uniqueName('gives-up');
    const jobs = runner().register(name, async () => {
      throw new Error('never works');
    });
    await enqueueBackgroundJob(t.db, { name, maxAttempts: 1 });
    await jobs.runDue();
    await enqueueBackgroundJob(t.db, { name: uniqueName('no-handler-here') });
    const backlog = await countBackgroundJobBacklog(t.db);
    expect(backlog.pending).toBeGreaterThanOrEqual(1);
    expect(backlog.failed).toBeGreaterThanOrEqual(1);
    const metrics = await t.http().get('/metrics');
    const gauge = (state: string) =>
      Number(
        new RegExp(`^talanta_backlog_items\\{queue="background_jobs",state="${state}"\\} (\\d+)$`, 'm').exec(
          metrics.body as string,
        )?.[1],
      );
    expect(gauge('pending')).toBe(backlog.pending);
    expect(gauge('failed')).toBe(backlog.failed);
  });
});

describe('schedules', () => {
  it('runs a schedule once per tick among runners that look at the same moment', async () => {
    const names = Array.from({ length: 5 }, () => uniqueName('every-hour'));
    const runs: string[] = [];
    const runners = ['a', 'b', 'c'].map((id) => {
      const jobs = runner({ workerId: id });
      for (const name of names)
        jobs.schedule(name, 3_600_000, async () => {
          runs.push(name);
        });
      return jobs;
    });
    await Promise.all(runners.map((jobs) => jobs.runDue({ schedules: true })));
    await Promise.all(runners.map((jobs) => jobs.runDue({ schedules: true })));
    expect(runs.sort()).toEqual([...names].sort());
    for (const name of names) {
      expect(await jobRows(t.db, name)).toEqual([expect.objectContaining({ state: 'done', attempts: 1 })]);
      const schedule = await t.db
        .selectFrom('jobSchedules')
        .select('nextRunAt')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      expect(schedule.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
    }
  });

  it('runs a started runner’s schedule every period and stops with the job in progress finished', async () => {
    const name = uniqueName('every-100ms');
    let runs = 0;
    let finished = 0;
    const jobs = runner().schedule(name, 100, async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      finished += 1;
    });
    jobs.start();
    try {
      await pollUntil(
        async () => runs,
        (count) => count >= 3,
        'three ticks',
      );
    } finally {
      await jobs.stop();
    }
    expect(finished).toBe(runs);
    const rows = await jobRows(t.db, name);
    expect(rows.every((row) => row.state === 'done' && row.attempts === 1)).toBe(true);
  });
});

describe("the app's runner and the pool", () => {
  it('runs at most half the pool of jobs at once (DB_POOL_SIZE), leaving requests the rest', async () => {
    expect(testConfig({ DB_POOL_SIZE: '4' }).jobs.concurrency).toBe(2);
    expect(testConfig({ DB_POOL_SIZE: '1' }).jobs.concurrency).toBe(1);
    // The app under test has the default pool of 10: five of its jobs at a time.
    const name = uniqueName('held');
    let running = 0;
    let most = 0;
    let ran = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    t.app.services.jobs.register(name, async () => {
      running += 1;
      most = Math.max(most, running);
      await held;
      running -= 1;
      ran += 1;
    });
    for (let job = 0; job < 8; job += 1) await enqueueBackgroundJob(t.db, { name });
    const drained = t.app.services.jobs.runDue();
    try {
      await pollUntil(
        async () => running,
        (count) => count === 5,
        'five jobs running at once',
      );
    } finally {
      release();
    }
    await drained;
    expect(most).toBe(5);
    expect(ran).toBe(8);
  });
});
