import type { TOpenJob } from '@talanta/schema';
import { sql } from 'kysely';
import { cappedCountQuery, toCappedTotal } from './capped-count';
import type { Executor } from './executor';
import { type JobRecord, toJob, withJobRecord } from './job-record';

/**
 * The public job board (/open-jobs, issue 40): open jobs their clients list publicly. The
 * literals let the planner use the partial index of migration 0032, which holds exactly these
 * jobs, newest first.
 */
function publicJobs(db: Executor) {
  return db
    .selectFrom('jobs')
    .where('jobs.status', '=', sql.lit('open'))
    .where('jobs.listedPublicly', '=', sql.lit(true));
}

/** What a visitor may see of a job: never the client's own name, their email or the job's state. */
function toOpenJob(row: JobRecord): TOpenJob {
  const { client, status: _status, listedPublicly: _listed, ...job } = toJob(row);
  return { ...job, companyName: client.companyName };
}

/** One page of the board, newest first, and how many jobs it holds (capped like the searches). */
export async function findPublicOpenJobs(db: Executor, page: { limit: number; offset: number }) {
  const [rows, counted] = await Promise.all([
    withJobRecord(publicJobs(db))
      .orderBy('jobs.createdAt', 'desc')
      .orderBy('jobs.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    cappedCountQuery(db, publicJobs(db)).executeTakeFirstOrThrow(),
  ]);
  return { jobs: rows.map(toOpenJob), ...toCappedTotal(counted.total) };
}

/** One job of the board; undefined when it is missing, closed or kept off the board. */
export async function findPublicOpenJob(db: Executor, id: number): Promise<TOpenJob | undefined> {
  const row = await withJobRecord(publicJobs(db)).where('jobs.id', '=', id).executeTakeFirst();
  return row && toOpenJob(row);
}
