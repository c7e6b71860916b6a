import { sql } from 'kysely';
import type { Executor } from './executor';

/**
 * Unread-message emails (issue 15): which conversations owe one of their participants an email,
 * and the run row (message_email_runs, one per conversation and recipient) that records the last.
 */

/** Unread messages older than this (past the delay) are no longer emailed. */
export const UNREAD_EMAIL_WINDOW_MS = 7 * 24 * 60 * 60_000;

/**
 * Conversation and recipient pairs with a message unread since `unreadSince` or earlier (within
 * UNREAD_EMAIL_WINDOW_MS) that no email covered yet, whose last email (if any) was sent no later
 * than `lastSentBefore`. Reads the partial index on unread messages.
 */
export async function findConversationsOwingEmail(
  db: Executor,
  options: { unreadSince: Date; lastSentBefore: Date; limit: number },
): Promise<{ conversationId: number; userId: number }[]> {
  // Messages unread for longer were due (and emailed) long ago; the bound keeps each round to the
  // recent unread messages (messages_unread_created_idx), however many old ones pile up.
  const oldest = new Date(options.unreadSince.getTime() - UNREAD_EMAIL_WINDOW_MS);
  return db
    .selectFrom('messages')
    .leftJoin('messageEmailRuns as runs', (join) =>
      join
        .onRef('runs.conversationId', '=', 'messages.conversationId')
        .onRef('runs.userId', '=', 'messages.receiverId'),
    )
    .select(['messages.conversationId', 'messages.receiverId as userId'])
    .where('messages.readAt', 'is', null)
    .where('messages.createdAt', '<=', options.unreadSince)
    .where('messages.createdAt', '>', oldest)
    .where((eb) =>
      eb.or([
        eb('runs.conversationId', 'is', null),
        eb.and([
          eb('messages.id', '>', eb.ref('runs.lastMessageId')),
          eb('runs.lastSentAt', '<=', options.lastSentBefore),
        ]),
      ]),
    )
    .groupBy(['messages.conversationId', 'messages.receiverId'])
    .orderBy(sql`min(messages.id)`)
    .limit(options.limit)
    .execute();
}

/**
 * Locks the pair's run row for the rest of the transaction, making it first (never emailed: the
 * epoch and message 0) when there is none. A second process waits here and then sees what the
 * first one recorded, so one email goes out.
 */
export async function lockMessageEmailRun(
  trx: Executor,
  conversationId: number,
  userId: number,
): Promise<{ lastSentAt: Date; lastMessageId: number }> {
  await trx
    .insertInto('messageEmailRuns')
    .values({ conversationId, userId, lastSentAt: new Date(0), lastMessageId: 0 })
    .onConflict((conflict) => conflict.columns(['conversationId', 'userId']).doNothing())
    .execute();
  return trx
    .selectFrom('messageEmailRuns')
    .select(['lastSentAt', 'lastMessageId'])
    .where('conversationId', '=', conversationId)
    .where('userId', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** The recipient's unread messages of a conversation after a message id, up to `until`, oldest first, with who sent them. */
export function findUnreadMessagesAfter(
  db: Executor,
  options: { conversationId: number; userId: number; afterId: number; until: Date },
) {
  return db
    .selectFrom('messages')
    .innerJoin('users as sender', 'sender.id', 'messages.senderId')
    .select([
      'messages.id',
      'messages.content',
      'messages.createdAt',
      'sender.firstName as senderFirstName',
      'sender.lastName as senderLastName',
    ])
    .where('messages.conversationId', '=', options.conversationId)
    .where('messages.receiverId', '=', options.userId)
    .where('messages.readAt', 'is', null)
    .where('messages.id', '>', options.afterId)
    .where('messages.createdAt', '<=', options.until)
    .orderBy('messages.id')
    .execute();
}

/** The conversation's job title, when it is about a job. */
export async function findConversationJobTitle(db: Executor, conversationId: number): Promise<string | null> {
  const row = await db
    .selectFrom('conversations')
    .leftJoin('jobs', 'jobs.id', 'conversations.jobId')
    .select('jobs.title')
    .where('conversations.id', '=', conversationId)
    .executeTakeFirst();
  return row?.title ?? null;
}

/** Records the email just made (or decided against): messages up to `lastMessageId` are covered. */
export async function recordMessageEmailRun(
  trx: Executor,
  run: { conversationId: number; userId: number; sentAt: Date; lastMessageId: number },
): Promise<void> {
  await trx
    .updateTable('messageEmailRuns')
    .set({ lastSentAt: run.sentAt, lastMessageId: run.lastMessageId })
    .where('conversationId', '=', run.conversationId)
    .where('userId', '=', run.userId)
    .execute();
}
