import { findConversationMessages, findConversationSummaries } from '@talanta/db';
import { ZConversationInput, ZConversationThread } from '@talanta/schema';
import { participantProcedure } from './participant-procedure';

/** An open thread: its header (as in the list) and its newest messages, oldest first. */
export const getConversation = participantProcedure(ZConversationInput)
  .output(ZConversationThread)
  .query(async ({ ctx, input }) => {
    const [[conversation], thread] = await Promise.all([
      findConversationSummaries(ctx.db, ctx.user.id, { conversationId: ctx.conversation.id, limit: 1 }),
      findConversationMessages(ctx.db, ctx.conversation.id, { before: input.before, limit: input.limit }),
    ]);
    if (!conversation) throw new Error(`conversation ${ctx.conversation.id} vanished while being read`);
    return { conversation, ...thread };
  });
