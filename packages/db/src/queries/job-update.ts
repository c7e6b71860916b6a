import type { Executor } from './executor';
import type { NewJob } from './job';

/** What an edit compares before and after: applicants hear of a change to the budget or the skills. */
export function lockJobForEdit(db: Executor, id: number) {
  return db
    .selectFrom('jobs')
    .select(['id', 'status', 'minBudget', 'maxBudget', 'budgetType', 'requiredSkills'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Replaces a job's fields (PUT /api/jobs/:id); the generated search vector follows. Without
 * `listedPublicly` the job stays on or off the public job board as it was.
 */
export async function updateJob(
  db: Executor,
  id: number,
  job: Omit<NewJob, 'listedPublicly'> & { listedPublicly?: boolean | undefined },
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ ...job, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

/** The developers still in a job's pipeline (not withdrawn), each once. */
export async function findActiveApplicantIds(db: Executor, jobId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('jobApplications')
    .select('developerId')
    .distinct()
    .where('jobId', '=', jobId)
    .where('status', '<>', 'withdrawn')
    .execute();
  return rows.map((row) => row.developerId);
}
