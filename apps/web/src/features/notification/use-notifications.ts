import { applyNotificationsRead, markAllNotificationsRead } from '@/features/live/live-cache';
import { POLL_MS, usePollInterval } from '@/features/live/live-status';
import { trpc } from '@/lib/trpc';

/**
 * The bell's list and unread count (polled every 30 s, or kept current by live events), and the
 * two ways to read them; both show at once and settle with the server's answer.
 */
export function useNotifications() {
  const utils = trpc.useUtils();
  const refetchInterval = usePollInterval(POLL_MS.notifications);
  const query = trpc.notification.list.useQuery(undefined, { refetchInterval });
  const refresh = () => void utils.notification.list.invalidate();

  const markRead = trpc.notification.markRead.useMutation({
    onMutate: ({ id }) => {
      // The input type is the schema's (it coerces); the bell only ever passes a number.
      const ids = [Number(id)];
      utils.notification.list.setData(undefined, (list) => list && applyNotificationsRead(list, ids));
    },
    onError: refresh,
  });
  const markAllRead = trpc.notification.markAllRead.useMutation({
    onMutate: () => {
      utils.notification.list.setData(undefined, (list) => list && markAllNotificationsRead(list));
    },
    onError: refresh,
  });

  return { query, markRead, markAllRead };
}
