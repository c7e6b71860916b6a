import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyNotificationsRead, markAllNotificationsRead } from '@/features/live/live-cache';
import { useTRPC } from '@/lib/trpc';

/**
 * The two ways to read notifications, from the bell's popover (which loads after the first screen,
 * and these with it); both show at once and settle with the server's answer.
 */
export function useNotificationActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries(trpc.notification.list.pathFilter());

  const markRead = useMutation(
    trpc.notification.markRead.mutationOptions({
      onMutate: ({ id }) => {
        // The input type is the schema's (it coerces); the bell only ever passes a number.
        const ids = [Number(id)];
        queryClient.setQueryData(
          trpc.notification.list.queryKey(),
          (list) => list && applyNotificationsRead(list, ids),
        );
      },
      onError: refresh,
    }),
  );
  const markAllRead = useMutation(
    trpc.notification.markAllRead.mutationOptions({
      onMutate: () => {
        queryClient.setQueryData(
          trpc.notification.list.queryKey(),
          (list) => list && markAllNotificationsRead(list),
        );
      },
      onError: refresh,
    }),
  );

  return { markRead, markAllRead };
}
