import type { TConversationThread } from '@talanta/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { applyReadReceipt } from '@/features/live/apply-change';
import { useTRPC } from '@/lib/trpc';
import { useDocumentVisible } from './use-document-visible';

/**
 * Opening a conversation marks it read on the server and refreshes the list (spec 001 §4); so does
 * a message that arrives while it is open and the tab is in front.
 */
export function useMarkConversationRead(
  conversationId: number,
  thread: TConversationThread | undefined,
  myId: number,
): void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const visible = useDocumentVisible();
  const { mutate } = useMutation(
    trpc.message.markConversationRead.mutationOptions({
      onSuccess: (result) => {
        if (result.readAt) {
          const receipt = { conversationId: result.conversationId, readerId: myId, readAt: result.readAt };
          applyReadReceipt({ queryClient, trpc }, receipt, myId);
        }
        void queryClient.invalidateQueries(trpc.message.listConversations.pathFilter());
        if (result.markedRead > 0) void queryClient.invalidateQueries(trpc.notification.pathFilter());
      },
    }),
  );

  const newestUnread =
    thread?.messages.findLast((message) => message.receiverId === myId && !message.readAt)?.id ?? 0;
  /** The newest unread message already asked about, per conversation. */
  const covered = useRef<{ conversationId: number; upTo: number } | null>(null);

  useEffect(() => {
    if (!thread || !visible) return;
    const prior = covered.current;
    if (prior?.conversationId === conversationId && newestUnread <= prior.upTo) return;
    covered.current = { conversationId, upTo: newestUnread };
    mutate({ id: conversationId });
  }, [conversationId, thread, newestUnread, visible, mutate]);
}
