import type { Executor } from './executor';
import { type JobRecord, withJobRecord } from './job';

/** Developers' saved jobs, their bookmarks (issue 14; migration 0023). */

export function countSavedJobs(db: Executor, developerId: number) {
  return db
    .selectFrom('savedJobs')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('developerId', '=', developerId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

/** Saves the job once; saving again keeps the first time. Returns when it was saved. */
export async function saveJob(db: Executor, developerId: number, jobId: number): Promise<Date> {
  await db
    .insertInto('savedJobs')
    .values({ developerId, jobId })
    .onConflict((conflict) => conflict.columns(['developerId', 'jobId']).doNothing())
    .execute();
  const row = await db
    .selectFrom('savedJobs')
    .select('createdAt')
    .where('developerId', '=', developerId)
    .where('jobId', '=', jobId)
    .executeTakeFirstOrThrow();
  return row.createdAt;
}

export async function unsaveJob(db: Executor, developerId: number, jobId: number): Promise<boolean> {
  const removed = await db
    .deleteFrom('savedJobs')
    .where('developerId', '=', developerId)
    .where('jobId', '=', jobId)
    .executeTakeFirst();
  return removed.numDeletedRows > 0n;
}

/** The developer's saved jobs, newest saved first, open or closed (the card says which). */
export async function findSavedJobs(
  db: Executor,
  developerId: number,
): Promise<{ job: JobRecord; savedAt: Date }[]> {
  const saved = await db
    .selectFrom('savedJobs')
    .select(['jobId', 'createdAt'])
    .where('developerId', '=', developerId)
    .orderBy('createdAt', 'desc')
    .orderBy('jobId', 'desc')
    .execute();
  if (saved.length === 0) return [];
  const jobs = await withJobRecord(
    db.selectFrom('jobs').where(
      'jobs.id',
      'in',
      saved.map((row) => row.jobId),
    ),
  ).execute();
  const byId = new Map(jobs.map((job) => [job.id, job]));
  return saved.flatMap((row) => {
    const job = byId.get(row.jobId);
    return job ? [{ job, savedAt: row.createdAt }] : [];
  });
}

/** Which of these jobs the developer saved (job cards show a filled bookmark). */
export async function findSavedJobIds(
  db: Executor,
  developerId: number,
  jobIds: number[],
): Promise<Set<number>> {
  if (jobIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('savedJobs')
    .select('jobId')
    .where('developerId', '=', developerId)
    .where('jobId', 'in', jobIds)
    .execute();
  return new Set(rows.map((row) => row.jobId));
}
