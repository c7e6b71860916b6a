import { applyNotificationsRead, markAllNotificationsRead } from '@/features/live/live-cache';
import { trpc } from '@/lib/trpc';

/**
 * The two ways to read notifications, from the bell's popover (which loads after the first screen,
 * and these with it); both show at once and settle with the server's answer.
 */
export function useNotificationActions() {
  const utils = trpc.useUtils();
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

  return { markRead, markAllRead };
}
