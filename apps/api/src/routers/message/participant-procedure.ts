import { findConversationOfParticipant } from '@talanta/db';
import { MESSAGE_MESSAGES } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { signedInProcedure } from '../../trpc/procedures';

/**
 * The builder of procedures only a conversation's two participants may call. It takes the whole
 * input schema (so the REST docs see every field) with the conversation's `id`, and puts the
 * conversation in `ctx.conversation`. Anyone else gets the same 404 as for a missing conversation,
 * so conversation ids reveal nothing about who talks to whom.
 */
export function participantProcedure<TInput extends z.ZodType<{ id: number }>>(inputSchema: TInput) {
  return signedInProcedure.input(inputSchema).use(async ({ ctx, input, next }) => {
    const conversationId = (input as { id: number }).id;
    const conversation = await findConversationOfParticipant(ctx.db, conversationId, ctx.user.id);
    if (!conversation)
      throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGE_MESSAGES.conversationNotFound });
    return next({ ctx: { conversation } });
  });
}
