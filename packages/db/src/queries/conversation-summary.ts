import type { TConversationSummary } from '@talanta/schema';
import type { Executor } from './executor';
import { containsPattern } from './like-pattern';

/** A conversation as seen by one of its two participants. */
export interface ParticipantConversation {
  id: number;
  jobId: number | null;
  otherUserId: number;
}

function selectParticipantConversation(db: Executor, userId: number) {
  return db
    .selectFrom('conversations')
    .select((eb) => [
      'conversations.id',
      'conversations.jobId',
      eb
        .case()
        .when('conversations.userAId', '=', userId)
        .then(eb.ref('conversations.userBId'))
        .else(eb.ref('conversations.userAId'))
        .end()
        .as('otherUserId'),
    ]);
}

/** The conversation if the user takes part in it; anyone else's is as good as missing. */
export function findConversationOfParticipant(
  db: Executor,
  conversationId: number,
  userId: number,
): Promise<ParticipantConversation | undefined> {
  return selectParticipantConversation(db, userId)
    .where('conversations.id', '=', conversationId)
    .where((eb) =>
      eb.or([eb('conversations.userAId', '=', userId), eb('conversations.userBId', '=', userId)]),
    )
    .executeTakeFirst();
}

/** The pair's most recently active conversation, whatever its job. */
export function findLatestConversationBetween(
  db: Executor,
  userId: number,
  otherUserId: number,
): Promise<ParticipantConversation | undefined> {
  return selectParticipantConversation(db, userId)
    .where('conversations.userAId', '=', Math.min(userId, otherUserId))
    .where('conversations.userBId', '=', Math.max(userId, otherUserId))
    .orderBy((eb) => eb.fn.coalesce('conversations.lastMessageAt', 'conversations.createdAt'), 'desc')
    .orderBy('conversations.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export interface ConversationListOptions {
  /** Matches the other person's first or last name (or both, "Amina Otieno") or the job title. */
  search?: string | undefined;
  limit: number;
  /** Only this conversation (the header of an open thread). */
  conversationId?: number;
}

/**
 * A user's conversations, newest activity first, each with the other person, the job's title,
 * the last message and the number of unread messages: one statement, whatever their number.
 */
export async function findConversationSummaries(
  db: Executor,
  userId: number,
  options: ConversationListOptions,
): Promise<TConversationSummary[]> {
  let query = db
    .selectFrom('conversations')
    .innerJoin('users as other', (join) =>
      join.on((eb) =>
        eb(
          'other.id',
          '=',
          eb
            .case()
            .when('conversations.userAId', '=', userId)
            .then(eb.ref('conversations.userBId'))
            .else(eb.ref('conversations.userAId'))
            .end(),
        ),
      ),
    )
    .leftJoin('jobs', 'jobs.id', 'conversations.jobId')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('messages')
          .select(['messages.content', 'messages.createdAt', 'messages.senderId'])
          .whereRef('messages.conversationId', '=', 'conversations.id')
          .orderBy('messages.id', 'desc')
          .limit(1)
          .as('lastMessage'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      'conversations.id',
      'conversations.jobId',
      'jobs.title as jobTitle',
      eb.fn.coalesce('conversations.lastMessageAt', 'conversations.createdAt').as('updatedAt'),
      'other.id as otherUserId',
      'other.firstName as otherFirstName',
      'other.lastName as otherLastName',
      'other.profileImageUrl as otherProfileImageUrl',
      'other.role as otherRole',
      'lastMessage.content as lastContent',
      'lastMessage.createdAt as lastCreatedAt',
      'lastMessage.senderId as lastSenderId',
      eb
        .selectFrom('messages')
        .select((count) => count.fn.countAll<number>().as('count'))
        .whereRef('messages.conversationId', '=', 'conversations.id')
        .where('messages.receiverId', '=', userId)
        .where('messages.readAt', 'is', null)
        .as('unreadCount'),
    ])
    .where((eb) =>
      eb.or([eb('conversations.userAId', '=', userId), eb('conversations.userBId', '=', userId)]),
    )
    .orderBy('updatedAt', 'desc')
    .orderBy('conversations.id', 'desc')
    .limit(options.limit);
  if (options.conversationId !== undefined)
    query = query.where('conversations.id', '=', options.conversationId);
  if (options.search) {
    const pattern = containsPattern(options.search);
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('concat_ws', [eb.val(' '), 'other.firstName', 'other.lastName']), 'ilike', pattern),
        eb('jobs.title', 'ilike', pattern),
      ]),
    );
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    otherUser: {
      id: row.otherUserId,
      firstName: row.otherFirstName,
      lastName: row.otherLastName,
      profileImageUrl: row.otherProfileImageUrl,
      role: row.otherRole,
    },
    jobId: row.jobId,
    jobTitle: row.jobTitle,
    lastMessage:
      row.lastContent === null || row.lastCreatedAt === null || row.lastSenderId === null
        ? null
        : {
            content: row.lastContent,
            createdAt: row.lastCreatedAt.toISOString(),
            senderId: row.lastSenderId,
          },
    unreadCount: row.unreadCount ?? 0,
    updatedAt: row.updatedAt.toISOString(),
  }));
}
