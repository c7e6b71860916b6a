import { router } from '../../trpc/init';
import { list } from './list';
import { markAllRead } from './mark-all-read';
import { markRead } from './mark-read';
import { markSubjectRead } from './mark-subject-read';
import { unreadCount } from './unread-count';

export const notificationRouter = router({
  list,
  unreadCount,
  markRead,
  markAllRead,
  markSubjectRead,
});
