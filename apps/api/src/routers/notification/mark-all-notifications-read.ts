import { markAllNotificationsRead as markAllRead } from '@talanta/db';
import { ZMarkAllNotificationsReadResult } from '@talanta/schema';
import { signedInProcedure } from '../../trpc/procedures';

/** "Mark all read" in the bell. */
export const markAllNotificationsRead = signedInProcedure
  .output(ZMarkAllNotificationsReadResult)
  .mutation(async ({ ctx }) => ({
    markedRead: await ctx.db.transaction().execute((trx) => markAllRead(trx, ctx.user.id)),
  }));
