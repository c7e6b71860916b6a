import { hostname } from 'node:os';
import {
  type ClaimedBackgroundJob,
  claimDueBackgroundJobs,
  claimDueSchedule,
  completeBackgroundJob,
  type Database,
  enqueueBackgroundJob,
  ensureJobSchedules,
  failBackgroundJobAttempt,
  type Kysely,
} from '@talanta/db';
import type { FastifyBaseLogger } from 'fastify';

/** What a handler learns of the attempt it runs. */
export interface JobAttempt {
  jobId: number;
  /** 1 for the first attempt. */
  attempt: number;
  maxAttempts: number;
  /** No retry follows a failure of this attempt. */
  isLastAttempt: boolean;
  /** When a failure of this attempt is tried again (the job's backoff); null on the last attempt. */
  retryInMs: number | null;
}

export type JobHandler = (payload: unknown, attempt: JobAttempt) => Promise<void>;

export interface JobOptions {
  /** How long a claim is held: longer than the job ever takes, or another process runs it too. */
  leaseMs?: number;
  /** The wait before the next attempt after attempt `attempt` failed (default: exponential). */
  backoffMs?: (attempt: number) => number;
}

export interface JobRunnerOptions {
  /** How often a started runner looks for due jobs and schedules (work enqueued here wakes it at once). */
  pollMs: number;
  /** The lease of jobs that set none. */
  defaultLeaseMs: number;
  /** The first retry's wait of jobs that set no backoff; it doubles with each further failure. */
  retryBaseMs: number;
  /** How many jobs one process runs at once (the app's: half its pool, config.jobs.concurrency). */
  concurrency?: number;
  /** This process's name in `locked_by` (default: host, pid and a random part). */
  workerId?: string;
}

interface Registered {
  run: JobHandler;
  leaseMs: number;
  backoffMs: (attempt: number) => number;
}

const MAX_BACKOFF_MS = 6 * 60 * 60_000;
/** A tick's job may be taken over once (its process died) and retried once; the next tick follows anyway. */
const SCHEDULED_ATTEMPTS = 3;

/**
 * One runner for all background work (ADR 0013): named jobs in the background_jobs table, claimed
 * with a lease by one process at a time, retried with a backoff up to their attempts, and periodic
 * schedules of which exactly one process enqueues each tick. Every process runs one; nothing of it
 * is module state, so apps in one test process keep apart.
 */
export class JobRunner {
  readonly workerId: string;
  readonly #handlers = new Map<string, Registered>();
  readonly #schedules = new Map<string, number>();
  readonly #concurrency: number;
  #draining: Promise<void> | null = null;
  #drainAgain = false;
  #ticking: Promise<void> | null = null;
  #timer: NodeJS.Timeout | null = null;
  #started = false;
  #stopped = false;
  #schedulesKnown = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobRunnerOptions,
  ) {
    this.workerId =
      options.workerId ?? `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
    this.#concurrency = options.concurrency ?? 10;
  }

  /** Registers the handler of jobs named `name`. */
  register(name: string, run: JobHandler, options: JobOptions = {}): this {
    const retryBaseMs = this.options.retryBaseMs;
    this.#handlers.set(name, {
      run,
      leaseMs: options.leaseMs ?? this.options.defaultLeaseMs,
      backoffMs:
        options.backoffMs ?? ((attempt) => Math.min(MAX_BACKOFF_MS, retryBaseMs * 2 ** (attempt - 1))),
    });
    return this;
  }

  /** Registers a job that a started runner enqueues every `everyMs` (once across all processes). */
  schedule(name: string, everyMs: number, run: () => Promise<void>, options: JobOptions = {}): this {
    this.#schedules.set(name, everyMs);
    return this.register(name, () => run(), options);
  }

  /** Runs the due jobs soon (after an enqueue that committed); never throws. */
  wake(): void {
    if (!this.#stopped) void this.#drain();
  }

  /**
   * Runs every job due now, and with `schedules` first enqueues the schedules due now, then waits
   * until none is left (a drain in progress is joined and runs once more). Tests drive the runner
   * with it; jobs retried later than now stay queued.
   */
  async runDue(options: { schedules?: boolean } = {}): Promise<void> {
    if (this.#stopped) return;
    if (options.schedules) await this.#enqueueDueSchedules();
    await this.#drain();
  }

  /** Polls for due jobs and schedules every pollMs until stop(). */
  start(): void {
    if (this.#started || this.#stopped) return;
    this.#started = true;
    this.#tick();
  }

  /** Stops polling and waits for the jobs in progress; later wakes do nothing (shutdown). */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    await this.#ticking;
    await this.#draining;
  }

  #tick(): void {
    this.#ticking = this.runDue({ schedules: true })
      .catch((error) => this.log.warn({ err: error }, 'job runner poll failed'))
      .finally(() => {
        this.#ticking = null;
        if (this.#stopped) return;
        this.#timer = setTimeout(() => this.#tick(), this.options.pollMs);
        this.#timer.unref();
      });
  }

  async #enqueueDueSchedules(): Promise<void> {
    const schedules = [...this.#schedules].map(([name, everyMs]) => ({ name, everyMs }));
    if (!this.#schedulesKnown) await ensureJobSchedules(this.db, schedules);
    this.#schedulesKnown = true;
    for (const { name, everyMs } of schedules) {
      // The tick and its job commit together: a process dying between them loses no tick.
      await this.db.transaction().execute(async (trx) => {
        if (await claimDueSchedule(trx, name, everyMs))
          await enqueueBackgroundJob(trx, { name, key: name, maxAttempts: SCHEDULED_ATTEMPTS });
      });
    }
  }

  #drain(): Promise<void> {
    if (this.#draining) {
      this.#drainAgain = true;
      return this.#draining;
    }
    this.#draining = this.#drainRounds()
      .catch((error) => this.log.warn({ err: error }, 'job runner round failed'))
      .finally(() => {
        this.#draining = null;
      });
    return this.#draining;
  }

  async #drainRounds(): Promise<void> {
    do {
      this.#drainAgain = false;
      await this.#runClaimed();
    } while (this.#drainAgain && !this.#stopped);
  }

  /** Claims and runs due jobs in batches until none is due. */
  async #runClaimed(): Promise<void> {
    const leases = Object.fromEntries([...this.#handlers].map(([name, handler]) => [name, handler.leaseMs]));
    while (!this.#stopped) {
      const claimed = await claimDueBackgroundJobs(this.db, {
        worker: this.workerId,
        leases,
        limit: this.#concurrency,
      });
      await Promise.all(claimed.map((job) => this.#run(job)));
      if (claimed.length === 0) return;
    }
  }

  async #run(job: ClaimedBackgroundJob): Promise<void> {
    const claim = { id: job.id, attempts: job.attempts, worker: this.workerId };
    const handler = this.#handlers.get(job.name);
    if (!handler) return;
    // Taken over after the holder of its last attempt died: no attempt is left.
    if (job.attempts > job.maxAttempts) {
      await failBackgroundJobAttempt(this.db, claim, 'the lease of the last attempt ran out', null);
      return;
    }
    const isLastAttempt = job.attempts >= job.maxAttempts;
    const retryInMs = isLastAttempt ? null : handler.backoffMs(job.attempts);
    try {
      await handler.run(job.payload, {
        jobId: job.id,
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
        isLastAttempt,
        retryInMs,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn(
        { err: error, job: job.name, jobId: job.id, attempt: job.attempts },
        isLastAttempt ? 'job failed for the last time' : 'job failed; will retry',
      );
      await failBackgroundJobAttempt(this.db, claim, message, retryInMs);
      return;
    }
    if (!(await completeBackgroundJob(this.db, claim)))
      this.log.warn({ job: job.name, jobId: job.id }, 'job finished after its lease ran out');
  }
}
