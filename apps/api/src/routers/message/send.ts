import { findMessageByClientId, type MessageRecord, toMessage } from '@talanta/db';
import {
  MESSAGE_MESSAGES,
  type TSendMessageInput,
  type TSendMessageResult,
  ZSendMessageInput,
  ZSendMessageResult,
} from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { signedInProcedure } from '../../trpc/procedures';
import { resolveConversation } from './resolve-conversation';
import { storeMessage } from './store-message';

/** The answer to a retry: the message stored the first time, if the retry is the same message. */
function replay(original: MessageRecord, input: TSendMessageInput): TSendMessageResult {
  if (original.receiverId !== input.receiverId || original.content !== input.content) {
    throw new TRPCError({ code: 'CONFLICT', message: MESSAGE_MESSAGES.clientMessageIdReused });
  }
  return { message: toMessage(original), created: false };
}

/**
 * Sends a message (POST /api/messages). It is stored before the answer, exactly once: a retry with
 * the same clientMessageId returns the original and writes nothing, even when both race.
 */
export const send = signedInProcedure
  .input(ZSendMessageInput)
  .output(ZSendMessageResult)
  .mutation(async ({ ctx, input }) => {
    const { clientMessageId } = input;
    if (clientMessageId !== null) {
      const original = await findMessageByClientId(ctx.db, ctx.user.id, clientMessageId);
      if (original) return replay(original, input);
    }
    const target = await resolveConversation(ctx.db, ctx.user, {
      otherUserId: input.receiverId,
      conversationId: input.conversationId,
      jobId: input.jobId,
    });
    const stored = await storeMessage(ctx.db, {
      sender: ctx.user,
      receiverId: input.receiverId,
      target,
      content: input.content,
      clientMessageId,
    });
    if (stored) {
      ctx.services.jobs.wake();
      return { message: toMessage(stored), created: true };
    }
    // A concurrent retry committed the same clientMessageId first (only then is nothing stored).
    const original =
      clientMessageId === null
        ? undefined
        : await findMessageByClientId(ctx.db, ctx.user.id, clientMessageId);
    if (!original) throw new Error('a message was neither stored nor found by its clientMessageId');
    return replay(original, input);
  });
