import { conversationLink } from '@talanta/schema';
import { sql } from 'kysely';
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

/**
 * Before a job is deleted: each conversation about it joins the job-less conversation of the same
 * two people (made if needed), with its messages, its unread-email runs and the links of its
 * message notifications. `ON DELETE SET NULL` alone would collide with that conversation on the
 * (pair, job) key, and two people keep one thread rather than several nobody can tell apart.
 * The job's conversations are locked first, so no message lands in one while it moves.
 */
export async function mergeJobConversations(db: Executor, jobId: number): Promise<void> {
  const about = await db
    .selectFrom('conversations')
    .select(['id', 'userAId', 'userBId', 'createdAt', 'lastMessageAt'])
    .where('jobId', '=', jobId)
    .orderBy('id')
    .forUpdate()
    .execute();
  for (const conversation of about) {
    const into = await ensureConversation(db, conversation.userAId, conversation.userBId, null);
    await db
      .updateTable('messages')
      .set({ conversationId: into })
      .where('conversationId', '=', conversation.id)
      .execute();
    await db
      .updateTable('conversations')
      .set({
        createdAt: sql<Date>`least(created_at, ${conversation.createdAt})`,
        lastMessageAt: sql<Date | null>`greatest(last_message_at, ${conversation.lastMessageAt})`,
      })
      .where('id', '=', into)
      .execute();
    // What was already emailed stays emailed: the later of the two runs covers the merged thread.
    await db
      .insertInto('messageEmailRuns')
      .columns(['conversationId', 'userId', 'lastSentAt', 'lastMessageId'])
      .expression((eb) =>
        eb
          .selectFrom('messageEmailRuns')
          .select([sql.lit(into).as('conversationId'), 'userId', 'lastSentAt', 'lastMessageId'])
          .where('conversationId', '=', conversation.id),
      )
      .onConflict((conflict) =>
        conflict.columns(['conversationId', 'userId']).doUpdateSet({
          lastSentAt: sql<Date>`greatest(message_email_runs.last_sent_at, excluded.last_sent_at)`,
          lastMessageId: sql<number>`greatest(message_email_runs.last_message_id, excluded.last_message_id)`,
        }),
      )
      .execute();
    await db
      .updateTable('notifications')
      .set({ link: conversationLink(into) })
      .where('link', '=', conversationLink(conversation.id))
      .execute();
    await db.deleteFrom('conversations').where('id', '=', conversation.id).execute();
  }
}
