import { sql } from 'kysely';
import type { Executor } from './executor';

/** The user's conversations for the export, each with the other person's name, and their messages. */
export async function findConversationsExport(db: Executor, userId: number) {
  const myConversations = db
    .selectFrom('conversations')
    .select('id')
    .where((eb) => eb.or([eb('userAId', '=', userId), eb('userBId', '=', userId)]));
  const [conversations, messages] = await Promise.all([
    db
      .selectFrom('conversations')
      .innerJoin('users as other', (join) =>
        join.on(
          sql<boolean>`other.id = case when conversations.user_a_id = ${userId}
              then conversations.user_b_id else conversations.user_a_id end`,
        ),
      )
      .select([
        'conversations.id',
        'conversations.jobId',
        'other.id as withUserId',
        sql<string>`other.first_name || ' ' || other.last_name`.as('withName'),
        'conversations.createdAt',
        'conversations.lastMessageAt',
      ])
      .where('conversations.id', 'in', myConversations)
      .orderBy('conversations.id')
      .execute(),
    db
      .selectFrom('messages')
      .select(['id', 'conversationId', 'senderId', 'receiverId', 'content', 'readAt', 'createdAt'])
      .where('conversationId', 'in', myConversations)
      .orderBy('id')
      .execute(),
  ]);
  return { conversations, messages };
}
