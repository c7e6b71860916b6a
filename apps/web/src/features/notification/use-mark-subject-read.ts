import { subjectLink, type TNotificationSubject } from '@talanta/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyNotificationsRead } from '@/features/live/live-cache';
import { useTRPC } from '@/lib/trpc';
import { useNotificationList } from './use-notification-list';

/**
 * Opening a job, contract or invoice page reads the notices that lead to it, as opening a
 * conversation reads its message notices. It asks the server only when the bell's list holds an
 * unread one for this page (so most page views write nothing), and again if one arrives while open.
 */
export function useMarkSubjectRead(subject: TNotificationSubject, id: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data: list } = useNotificationList();
  const link = subjectLink(subject, id);
  const unread = list?.notifications.filter((notice) => !notice.isRead && notice.link === link) ?? [];
  const unreadIds = unread.map((notice) => notice.id).join(',');
  const { mutate } = useMutation(trpc.notification.markSubjectRead.mutationOptions());
  useEffect(() => {
    if (unreadIds === '') return;
    const ids = unreadIds.split(',').map(Number);
    queryClient.setQueryData(trpc.notification.list.queryKey(), (current) =>
      current ? applyNotificationsRead(current, ids) : current,
    );
    mutate(
      { subject, id },
      { onError: () => void queryClient.invalidateQueries(trpc.notification.list.pathFilter()) },
    );
  }, [unreadIds, subject, id, mutate, queryClient, trpc]);
}
