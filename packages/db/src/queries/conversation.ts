import type { Executor } from './executor';

/**
 * The conversation of two users about a job (or about nothing in particular when jobId is null),
 * created on first use. Participants are stored smaller id first; the unique key makes concurrent
 * calls converge on one row.
 */
export async function ensureConversation(
  db: Executor,
  userId: number,
  otherUserId: number,
  jobId: number | null = null,
): Promise<number> {
  const [userAId, userBId] = userId < otherUserId ? [userId, otherUserId] : [otherUserId, userId];
  const inserted = await db
    .insertInto('conversations')
    .values({ userAId, userBId, jobId })
    .onConflict((conflict) => conflict.columns(['userAId', 'userBId', 'jobId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  let existing = db
    .selectFrom('conversations')
    .select('id')
    .where('userAId', '=', userAId)
    .where('userBId', '=', userBId);
  existing = jobId === null ? existing.where('jobId', 'is', null) : existing.where('jobId', '=', jobId);
  const row = await existing.executeTakeFirstOrThrow();
  return row.id;
}
