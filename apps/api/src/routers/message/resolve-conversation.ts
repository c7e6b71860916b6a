import { type Executor, findConversationOfParticipant, findLatestConversationBetween } from '@talanta/db';
import { MESSAGE_MESSAGES, type TUser } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { assertJobBetween, assertMayTalk } from './who-may-talk';

/** An existing conversation, or the job (null: none) of the conversation to find or create. */
export type ConversationTarget = { conversationId: number } | { jobId: number | null };

export interface ConversationChoice {
  otherUserId: number;
  conversationId: number | null;
  jobId: number | null;
}

/**
 * Which conversation of the user with the other person a send or a Contact means, refusing those
 * who may not talk. Named by id (the open thread): it must be theirs, with that person. By job:
 * the pair's conversation about it. By neither: the pair's latest conversation, else a new one
 * about no job, so a client that only sends receiverId (as spec 001 §7 does) writes into the
 * thread it shows.
 */
export async function resolveConversation(
  db: Executor,
  user: TUser,
  choice: ConversationChoice,
): Promise<ConversationTarget> {
  const { otherUserId, conversationId, jobId } = choice;
  if (conversationId !== null) {
    const conversation = await findConversationOfParticipant(db, conversationId, user.id);
    if (!conversation)
      throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGE_MESSAGES.conversationNotFound });
    if (conversation.otherUserId !== otherUserId || (jobId !== null && jobId !== conversation.jobId)) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: MESSAGE_MESSAGES.conversationMismatch });
    }
    return { conversationId };
  }
  await assertMayTalk(db, user, otherUserId);
  if (jobId !== null) {
    await assertJobBetween(db, jobId, [user.id, otherUserId]);
    return { jobId };
  }
  const latest = await findLatestConversationBetween(db, user.id, otherUserId);
  return latest ? { conversationId: latest.id } : { jobId: null };
}
