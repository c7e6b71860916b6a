import { subjectLink, type TNotificationSubject } from '@talanta/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyNotificationsRead } from '@/features/live/live-cache';
import { useTRPC } from '@/lib/trpc';

/**
 * Opening a job, contract or invoice page reads the notices that lead to it, as opening a
 * conversation reads its message notices. Asked once per page opened: the bell's list loads only
 * after the first screen, so it cannot say beforehand whether there is one; the server's UPDATE
 * of none is cheap, and it tells the bell (live) of any it read.
 */
export function useMarkSubjectRead(subject: TNotificationSubject, id: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { mutate } = useMutation(trpc.notification.markSubjectRead.mutationOptions());
  useEffect(() => {
    const link = subjectLink(subject, id);
    queryClient.setQueryData(trpc.notification.list.queryKey(), (list) =>
      list
        ? applyNotificationsRead(
            list,
            list.notifications.filter((notice) => notice.link === link).map((notice) => notice.id),
          )
        : list,
    );
    mutate(
      { subject, id },
      { onError: () => void queryClient.invalidateQueries(trpc.notification.pathFilter()) },
    );
  }, [subject, id, mutate, queryClient, trpc]);
}
