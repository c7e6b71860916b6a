import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './column-types';

/** The job runner's queue and schedules (migration 0031), beside types.ts to keep it small. */

export type BackgroundJobState = 'queued' | 'running' | 'done' | 'failed';

export interface BackgroundJobsTable {
  id: Generated<number>;
  /** The handler that runs it (apps/api/src/jobs). */
  name: string;
  payload: ColumnType<unknown, string | undefined, string>;
  /** Unique among queued jobs: a singleton or deduplicated job waits once. */
  key: string | null;
  state: Generated<BackgroundJobState>;
  /** Not claimed before this: when it was asked for, or the backoff after a failed attempt. */
  runAt: Generated<Date>;
  /** Attempts started, the running one included. */
  attempts: Generated<number>;
  maxAttempts: Generated<number>;
  /** The process that holds (or last held) it. */
  lockedBy: string | null;
  /** The lease: once past, another process takes a running job over (its holder died). */
  lockedUntil: NullableTimestamp;
  lastError: string | null;
  createdAt: Generated<Date>;
  finishedAt: NullableTimestamp;
}

export interface JobSchedulesTable {
  name: string;
  nextRunAt: Timestamp;
}

export interface JobTables {
  backgroundJobs: BackgroundJobsTable;
  jobSchedules: JobSchedulesTable;
}
