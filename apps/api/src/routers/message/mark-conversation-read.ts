import {
  appendLiveEvent,
  lockConversation,
  markConversationNotificationsRead,
  markMessagesRead,
} from '@talanta/db';
import { ZIdInput, ZMarkConversationReadResult } from '@talanta/schema';
import { participantProcedure } from './participant-procedure';

/**
 * Opening a conversation marks the other person's messages to the user read, and the "New
 * message" notifications about it. The sender gets a read receipt and the user's other tabs the
 * same event (for their unread counts). Calling it again changes and announces nothing.
 */
export const markConversationRead = participantProcedure(ZIdInput)
  .output(ZMarkConversationReadResult)
  .mutation(async ({ ctx }) => {
    const { id: conversationId, otherUserId } = ctx.conversation;
    const readerId = ctx.user.id;
    const marked = await ctx.db.transaction().execute(async (trx) => {
      await lockConversation(trx, conversationId);
      const result = await markMessagesRead(trx, conversationId, readerId);
      if (result.readAt) {
        const receipt = { conversationId, readerId, readAt: result.readAt.toISOString() };
        await appendLiveEvent(trx, [otherUserId, readerId], 'read', receipt);
      }
      await markConversationNotificationsRead(trx, readerId, conversationId);
      return result;
    });
    return { conversationId, markedRead: marked.count, readAt: marked.readAt?.toISOString() ?? null };
  });
