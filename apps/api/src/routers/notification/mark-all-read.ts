import { markAllNotificationsRead } from '@talanta/db';
import { ZMarkAllNotificationsReadResult } from '@talanta/schema';
import { signedInProcedure } from '../../trpc/procedures';

/** "Mark all read" in the bell. */
export const markAllRead = signedInProcedure
  .output(ZMarkAllNotificationsReadResult)
  .mutation(async ({ ctx }) => ({
    markedRead: await ctx.db.transaction().execute((trx) => markAllNotificationsRead(trx, ctx.user.id)),
  }));
