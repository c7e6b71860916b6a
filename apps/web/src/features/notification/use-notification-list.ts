import { useQuery } from '@tanstack/react-query';
import { POLL_MS, usePollInterval } from '@/features/live/live-status';
import { useTRPC } from '@/lib/trpc';

/** The bell's list and unread count: polled every 30 s, or kept current by live events. */
export function useNotificationList() {
  const trpc = useTRPC();
  const refetchInterval = usePollInterval(POLL_MS.notifications);
  return useQuery(trpc.notification.list.queryOptions(undefined, { refetchInterval }));
}

export type NotificationListQuery = ReturnType<typeof useNotificationList>;
