import { countUnreadNotifications } from '@talanta/db';
import { ZUnreadNotificationCount } from '@talanta/schema';
import { signedInProcedure } from '../../trpc/procedures';

/** The bell's badge alone, for a cheap poll. */
export const unreadCount = signedInProcedure
  .output(ZUnreadNotificationCount)
  .query(async ({ ctx }) => ({ unreadCount: await countUnreadNotifications(ctx.db, ctx.user.id) }));
