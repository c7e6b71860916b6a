import type { TApplicationCounts, TClientJob } from '@talanta/schema';
import { countApplicationsByStatus } from './application-stats';
import type { Executor } from './executor';
import { type JobRecord, toJob, withJobRecord } from './job-record';

/** A client's jobs: the My Jobs list with its application counts, and the dashboard's job figures. */

export type ClientJobRecord = JobRecord & TApplicationCounts;

/** A client's jobs, newest first, each with its applications counted per status (one query). */
export function findClientJobs(db: Executor, clientId: number, limit?: number): Promise<ClientJobRecord[]> {
  let query = withJobRecord(db.selectFrom('jobs').where('jobs.clientId', '=', clientId))
    // An aggregate without GROUP BY yields exactly one row, so the inner lateral join keeps every job.
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('jobApplications')
          .select(countApplicationsByStatus)
          .whereRef('jobApplications.jobId', '=', 'jobs.id')
          .as('counts'),
      (join) => join.onTrue(),
    )
    .select([
      'counts.total',
      'counts.pending',
      'counts.interview',
      'counts.accepted',
      'counts.rejected',
      'counts.withdrawn',
    ])
    .orderBy('jobs.createdAt', 'desc')
    .orderBy('jobs.id', 'desc');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

export function toClientJob(row: ClientJobRecord): TClientJob {
  return {
    ...toJob(row),
    applicationCounts: {
      total: row.total,
      pending: row.pending,
      interview: row.interview,
      accepted: row.accepted,
      rejected: row.rejected,
      withdrawn: row.withdrawn,
    },
  };
}

/** The job figures of a client's dashboard. */
export async function countClientOpenJobs(db: Executor, clientId: number): Promise<number> {
  const row = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('clientId', '=', clientId)
    .where('status', '=', 'open')
    .executeTakeFirstOrThrow();
  return row.count;
}

/** A client's latest job posts, for Recent Activity. */
export function findRecentJobsPosted(db: Executor, clientId: number, limit: number) {
  return db
    .selectFrom('jobs')
    .select(['id', 'title', 'createdAt'])
    .where('clientId', '=', clientId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A client's latest closed jobs (closing is the last change a closed job sees), for Recent Activity. */
export function findRecentJobsClosed(db: Executor, clientId: number, limit: number) {
  return db
    .selectFrom('jobs')
    .select(['id', 'title', 'updatedAt'])
    .where('clientId', '=', clientId)
    .where('status', '=', 'closed')
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
