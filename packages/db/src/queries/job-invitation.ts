import type { Executor } from './executor';

export interface NewJobInvitation {
  jobId: number;
  developerId: number;
  message: string | null;
}

/** Records an invitation to apply; undefined when this developer was already invited to the job. */
export async function insertJobInvitation(
  db: Executor,
  invitation: NewJobInvitation,
): Promise<{ id: number; createdAt: Date } | undefined> {
  return db
    .insertInto('jobInvitations')
    .values(invitation)
    .onConflict((conflict) => conflict.columns(['jobId', 'developerId']).doNothing())
    .returning(['id', 'createdAt'])
    .executeTakeFirst();
}

/** The invitation a developer received to a job, if any (the job page says "You were invited"). */
export function findJobInvitation(db: Executor, jobId: number, developerId: number) {
  return db
    .selectFrom('jobInvitations')
    .select(['message', 'createdAt'])
    .where('jobId', '=', jobId)
    .where('developerId', '=', developerId)
    .executeTakeFirst();
}
