import { findOwnNotification, markNotificationRead } from '@talanta/db';
import { NOTIFICATION_MESSAGES, ZIdInput, ZNotification } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { signedInProcedure } from '../../trpc/procedures';

/** Clicking a notification: marks one of the user's own read (another user's is not found). */
export const markRead = signedInProcedure
  .input(ZIdInput)
  .output(ZNotification)
  .mutation(async ({ ctx, input }) => {
    const notification = await ctx.db.transaction().execute(async (trx) => {
      await markNotificationRead(trx, ctx.user.id, input.id);
      return findOwnNotification(trx, ctx.user.id, input.id);
    });
    if (!notification) throw new TRPCError({ code: 'NOT_FOUND', message: NOTIFICATION_MESSAGES.notFound });
    return notification;
  });
