import type { TNotificationSubject } from '@talanta/schema';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTRPC } from '@/lib/trpc';

/**
 * Opening a job, contract or invoice page reads the notices that lead to it, as opening a
 * conversation reads its message notices. Asked once per page opened: the bell's list loads only
 * after the first screen, so it cannot say beforehand whether there is one; the server's UPDATE
 * of none is cheap, and its live 'notification_read' event tells the bell which it read (so this
 * hook carries no cache code onto the pages that use it).
 */
export function useMarkSubjectRead(subject: TNotificationSubject, id: number) {
  const trpc = useTRPC();
  const { mutate } = useMutation(trpc.notification.markSubjectRead.mutationOptions());
  useEffect(() => {
    mutate({ subject, id });
  }, [subject, id, mutate]);
}
