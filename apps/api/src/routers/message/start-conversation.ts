import { ensureConversation } from '@talanta/db';
import { ZStartConversationInput, ZStartConversationResult } from '@talanta/schema';
import { signedInProcedure } from '../../trpc/procedures';
import { resolveConversation } from './resolve-conversation';

/**
 * Contact on an applicant and "Hire this talent": the conversation with a user (about a job, or
 * the pair's latest), made if needed, under the same rule as sending. Nothing is announced until
 * the first message.
 */
export const startConversation = signedInProcedure
  .input(ZStartConversationInput)
  .output(ZStartConversationResult)
  .mutation(async ({ ctx, input }) => {
    const target = await resolveConversation(ctx.db, ctx.user, {
      otherUserId: input.userId,
      conversationId: null,
      jobId: input.jobId,
    });
    if ('conversationId' in target) return { conversationId: target.conversationId };
    return { conversationId: await ensureConversation(ctx.db, ctx.user.id, input.userId, target.jobId) };
  });
