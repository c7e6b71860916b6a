import { countUnreadNotifications, findNotifications } from '@talanta/db';
import { ZListNotificationsInput, ZNotificationList } from '@talanta/schema';
import { signedInProcedure } from '../../trpc/procedures';

/** The bell: the user's newest notifications and the number of all unread ones. */
export const list = signedInProcedure
  .input(ZListNotificationsInput)
  .output(ZNotificationList)
  .query(async ({ ctx, input }) => {
    const [notifications, unreadCount] = await Promise.all([
      findNotifications(ctx.db, ctx.user.id, input.limit),
      countUnreadNotifications(ctx.db, ctx.user.id),
    ]);
    return { notifications, unreadCount };
  });
