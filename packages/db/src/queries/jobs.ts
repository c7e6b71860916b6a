import { type RawBuilder, sql } from 'kysely';
import type { BackgroundJobState } from '../job-types';
import type { Executor } from './executor';

/**
 * The job runner's queue (migration 0031). Plain SQL that PGlite and PostgreSQL run alike: claims
 * use FOR UPDATE SKIP LOCKED, so processes sharing a database never take the same job, and every
 * running job carries a lease, so a job whose process died is taken over once the lease is past.
 */

export interface NewBackgroundJob {
  name: string;
  payload?: unknown;
  /** Not run before this many milliseconds from now (default: at once). */
  delayMs?: number;
  /** At most one queued job per key: enqueueing again while one waits does nothing. */
  key?: string;
  maxAttempts?: number;
}

/** `now()` plus a number of milliseconds, as SQL. */
const nowPlus = (ms: number) =>
  sql<Date>`now() + ${Math.max(0, Math.round(ms))}::integer * interval '1 millisecond'`;

/**
 * Queues jobs with the caller's executor: pass the transaction of the change that asks for them,
 * so they exist exactly when it commits. Answers the ids queued (a job whose key already waits is
 * left out).
 */
export async function enqueueBackgroundJobs(db: Executor, jobs: NewBackgroundJob[]): Promise<number[]> {
  if (jobs.length === 0) return [];
  const rows = await db
    .insertInto('backgroundJobs')
    .values(
      jobs.map((job) => ({
        name: job.name,
        payload: JSON.stringify(job.payload ?? {}),
        key: job.key ?? null,
        runAt: nowPlus(job.delayMs ?? 0),
        ...(job.maxAttempts === undefined ? {} : { maxAttempts: job.maxAttempts }),
      })),
    )
    .onConflict((conflict) => conflict.column('key').where('state', '=', 'queued').doNothing())
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Queues one job (see enqueueBackgroundJobs); its id, or null when a job with its key already waits. */
export async function enqueueBackgroundJob(db: Executor, job: NewBackgroundJob): Promise<number | null> {
  const [id] = await enqueueBackgroundJobs(db, [job]);
  return id ?? null;
}

/** Drops the queued (not running) job with this key, if one waits; answers whether one did. */
export async function dequeueBackgroundJob(db: Executor, key: string): Promise<boolean> {
  const result = await db
    .deleteFrom('backgroundJobs')
    .where('key', '=', key)
    .where('state', '=', 'queued')
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface ClaimedBackgroundJob {
  id: number;
  name: string;
  payload: unknown;
  /** Attempts started, this one included. */
  attempts: number;
  maxAttempts: number;
}

/**
 * Claims up to `limit` due jobs of the named kinds for `worker`, each with its kind's lease: a queued
 * one whose time has come, or a running one whose lease is past (its process died). The claim
 * counts as an attempt. Oldest due first.
 */
export async function claimDueBackgroundJobs(
  db: Executor,
  options: { worker: string; leases: Record<string, number>; limit: number },
): Promise<ClaimedBackgroundJob[]> {
  const names = Object.keys(options.leases);
  if (names.length === 0) return [];
  const leaseMs = sql.join(
    names.map((name) => sql`when ${name}::text then ${Math.round(options.leases[name] ?? 0)}::integer`),
    sql` `,
  );
  const claimed = await db
    .updateTable('backgroundJobs')
    .set({
      state: 'running',
      attempts: sql`attempts + 1`,
      lockedBy: options.worker,
      lockedUntil: sql<Date>`now() + (case name ${leaseMs} end) * interval '1 millisecond'`,
    })
    .where('id', 'in', (query) =>
      query
        .selectFrom('backgroundJobs')
        .select('id')
        .where('name', 'in', names)
        .where((where) =>
          where.or([
            where.and([where('state', '=', 'queued'), where('runAt', '<=', sql<Date>`now()`)]),
            where.and([where('state', '=', 'running'), where('lockedUntil', '<=', sql<Date>`now()`)]),
          ]),
        )
        .orderBy('runAt')
        .orderBy('id')
        .limit(options.limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'name', 'payload', 'attempts', 'maxAttempts'])
    .execute();
  return claimed.sort((a, b) => a.id - b.id);
}

/** The claim a worker holds: its results count only while the job is still its own. */
export interface BackgroundJobClaim {
  id: number;
  attempts: number;
  worker: string;
}

/** Ends the claimed attempt with `outcome`, only while the claim is still the worker's. */
async function finishHeldAttempt(
  db: Executor,
  claim: BackgroundJobClaim,
  outcome: {
    state: BackgroundJobState;
    lastError: string | null;
    finishedAt?: RawBuilder<Date>;
    runAt?: RawBuilder<Date>;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('backgroundJobs')
    .set({ ...outcome, lockedUntil: null })
    .where('id', '=', claim.id)
    .where('state', '=', 'running')
    .where('lockedBy', '=', claim.worker)
    .where('attempts', '=', claim.attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks a held job done; false when the claim was lost (its lease ran out and another took it). */
export function completeBackgroundJob(db: Executor, claim: BackgroundJobClaim): Promise<boolean> {
  return finishHeldAttempt(db, claim, { state: 'done', finishedAt: sql<Date>`now()`, lastError: null });
}

/**
 * Records a failed attempt of a held job: queued again after `retryInMs`, or failed for good when
 * `retryInMs` is null. False when the claim was lost.
 */
export function failBackgroundJobAttempt(
  db: Executor,
  claim: BackgroundJobClaim,
  error: string,
  retryInMs: number | null,
): Promise<boolean> {
  const lastError = error.slice(0, 500);
  return finishHeldAttempt(
    db,
    claim,
    retryInMs === null
      ? { state: 'failed', finishedAt: sql<Date>`now()`, lastError }
      : { state: 'queued', runAt: nowPlus(retryInMs), lastError },
  );
}

/**
 * Makes schedules known, due at once; an existing one keeps its next run, brought forward to at
 * most a period from now (its period was shortened since).
 */
export async function ensureJobSchedules(
  db: Executor,
  schedules: { name: string; everyMs: number }[],
): Promise<void> {
  if (schedules.length === 0) return;
  await db
    .insertInto('jobSchedules')
    .values(schedules.map(({ name }) => ({ name, nextRunAt: sql<Date>`now()` })))
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  for (const { name, everyMs } of schedules) {
    await db
      .updateTable('jobSchedules')
      .set({ nextRunAt: nowPlus(everyMs) })
      .where('name', '=', name)
      .where('nextRunAt', '>', nowPlus(everyMs))
      .execute();
  }
}

/**
 * Takes this tick of a schedule: moves its next run `everyMs` ahead and answers true for exactly
 * one caller, however many processes ask at once (a second one waits for the first's row lock,
 * then finds the next run in the future).
 */
export async function claimDueSchedule(db: Executor, name: string, everyMs: number): Promise<boolean> {
  const row = await db
    .updateTable('jobSchedules')
    .set({ nextRunAt: nowPlus(everyMs) })
    .where('name', '=', name)
    .where('nextRunAt', '<=', sql<Date>`now()`)
    .returning('name')
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets jobs that finished before `before` (done or failed for good); answers how many. */
export async function deleteFinishedBackgroundJobsBefore(db: Executor, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('backgroundJobs')
    .where('finishedAt', '<', before)
    .where('state', 'in', ['done', 'failed'])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The jobs waiting or running, and those that failed for good (kept until the retention sweep). */
export async function countBackgroundJobBacklog(db: Executor): Promise<{ pending: number; failed: number }> {
  const row = await db
    .selectFrom('backgroundJobs')
    .select([
      sql<number>`count(*) filter (where state in ('queued', 'running'))`.as('pending'),
      sql<number>`count(*) filter (where state = 'failed')`.as('failed'),
    ])
    .where('state', 'in', ['queued', 'running', 'failed'])
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending), failed: Number(row.failed) };
}
