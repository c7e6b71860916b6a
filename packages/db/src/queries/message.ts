import type { TMessage, TUserRole } from '@talanta/schema';
import { type Selectable, sql } from 'kysely';
import type { MessagesTable } from '../types';
import type { Executor } from './executor';

export * from './conversation-summary';

const MESSAGE_COLUMNS = [
  'messages.id',
  'messages.conversationId',
  'messages.senderId',
  'messages.receiverId',
  'messages.content',
  'messages.clientMessageId',
  'messages.readAt',
  'messages.createdAt',
] as const;

export type MessageRecord = Pick<
  Selectable<MessagesTable>,
  'id' | 'conversationId' | 'senderId' | 'receiverId' | 'content' | 'clientMessageId' | 'readAt' | 'createdAt'
>;

export function toMessage(row: MessageRecord): TMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    receiverId: row.receiverId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/**
 * Locks the conversation row until the transaction ends. Sends and read marks of one conversation
 * take turns, so message ids, commit order and the live streams agree, and a read mark covers
 * every message committed before it.
 */
export async function lockConversation(trx: Executor, conversationId: number): Promise<void> {
  await trx
    .selectFrom('conversations')
    .select('id')
    .where('id', '=', conversationId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export function findMessageByClientId(
  db: Executor,
  senderId: number,
  clientMessageId: string,
): Promise<MessageRecord | undefined> {
  return db
    .selectFrom('messages')
    .select(MESSAGE_COLUMNS)
    .where('senderId', '=', senderId)
    .where('clientMessageId', '=', clientMessageId)
    .executeTakeFirst();
}

export interface NewMessage {
  conversationId: number;
  senderId: number;
  receiverId: number;
  content: string;
  clientMessageId: string | null;
}

/**
 * Stores a message (call with the conversation locked). Returns undefined when the sender already
 * stored one with the same clientMessageId: the unique key settles concurrent retries.
 */
export function insertMessage(trx: Executor, message: NewMessage): Promise<MessageRecord | undefined> {
  return (
    trx
      .insertInto('messages')
      // The clock at insert time (not the transaction's start) keeps times in id order within a thread.
      .values({ ...message, createdAt: sql<Date>`clock_timestamp()` })
      .onConflict((conflict) => conflict.columns(['senderId', 'clientMessageId']).doNothing())
      .returning(MESSAGE_COLUMNS)
      .executeTakeFirst()
  );
}

export async function touchConversation(trx: Executor, conversationId: number, at: Date): Promise<void> {
  await trx
    .updateTable('conversations')
    .set({ lastMessageAt: at })
    .where('id', '=', conversationId)
    .execute();
}

/** Marks the messages sent to the reader in a conversation read; returns how many and when. */
export async function markMessagesRead(
  trx: Executor,
  conversationId: number,
  readerId: number,
): Promise<{ count: number; readAt: Date | null }> {
  const rows = await trx
    .updateTable('messages')
    .set({ readAt: sql<Date>`now()` })
    .where('conversationId', '=', conversationId)
    .where('receiverId', '=', readerId)
    .where('readAt', 'is', null)
    .returning('readAt')
    .execute();
  return { count: rows.length, readAt: rows[0]?.readAt ?? null };
}

/** The newest `limit` messages of a thread (older than `before` when given), oldest first. */
export async function findConversationMessages(
  db: Executor,
  conversationId: number,
  page: { before?: number | undefined; limit: number },
): Promise<{ messages: TMessage[]; hasOlder: boolean }> {
  let query = db
    .selectFrom('messages')
    .select(MESSAGE_COLUMNS)
    .where('conversationId', '=', conversationId)
    .orderBy('id', 'desc')
    .limit(page.limit + 1);
  if (page.before !== undefined) query = query.where('id', '<', page.before);
  const rows = await query.execute();
  return { messages: rows.slice(0, page.limit).reverse().map(toMessage), hasOlder: rows.length > page.limit };
}

/** What decides whether the sender may start a conversation with the receiver. */
export interface MessagingRelation {
  receiverRole: TUserRole;
  receiverIsApprovedDeveloper: boolean;
  senderAppliedToReceiversJob: boolean;
  haveConversation: boolean;
}

/** Undefined when the receiver does not exist. One query. */
export async function findMessagingRelation(
  db: Executor,
  senderId: number,
  receiverId: number,
): Promise<MessagingRelation | undefined> {
  return db
    .selectFrom('users as receiver')
    .leftJoin('developerProfiles', 'developerProfiles.userId', 'receiver.id')
    .select((eb) => [
      'receiver.role as receiverRole',
      eb.fn.coalesce('developerProfiles.isApproved', eb.lit(false)).as('receiverIsApprovedDeveloper'),
      eb
        .exists(
          eb
            .selectFrom('jobApplications')
            .innerJoin('jobs', 'jobs.id', 'jobApplications.jobId')
            .select(eb.lit(1).as('one'))
            .where('jobApplications.developerId', '=', senderId)
            .whereRef('jobs.clientId', '=', 'receiver.id'),
        )
        .$castTo<boolean>()
        .as('senderAppliedToReceiversJob'),
      eb
        .exists(
          eb
            .selectFrom('conversations')
            .select(eb.lit(1).as('one'))
            .where('conversations.userAId', '=', Math.min(senderId, receiverId))
            .where('conversations.userBId', '=', Math.max(senderId, receiverId)),
        )
        .$castTo<boolean>()
        .as('haveConversation'),
    ])
    .where('receiver.id', '=', receiverId)
    .executeTakeFirst();
}
