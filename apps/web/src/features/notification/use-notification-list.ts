import { POLL_MS, usePollInterval } from '@/features/live/live-status';
import { trpc } from '@/lib/trpc';

/** The bell's list and unread count: polled every 30 s, or kept current by live events. */
export function useNotificationList() {
  const refetchInterval = usePollInterval(POLL_MS.notifications);
  return trpc.notification.list.useQuery(undefined, { refetchInterval });
}

export type NotificationListQuery = ReturnType<typeof useNotificationList>;
