import { router } from '../../trpc/init';
import { countUnread } from './count-unread-notifications';
import { listNotifications } from './list-notifications';
import { markAllNotificationsRead } from './mark-all-notifications-read';
import { markNotificationRead } from './mark-notification-read';

export const notificationRouter = router({
  list: listNotifications,
  unreadCount: countUnread,
  markRead: markNotificationRead,
  markAllRead: markAllNotificationsRead,
});
