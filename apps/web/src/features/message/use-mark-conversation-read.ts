import type { TConversationThread } from '@talanta/schema';
import { useEffect, useRef } from 'react';
import { applyReadReceipt } from '@/features/live/apply-change';
import { trpc } from '@/lib/trpc';
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
  const utils = trpc.useUtils();
  const visible = useDocumentVisible();
  const { mutate } = trpc.message.markConversationRead.useMutation({
    onSuccess: (result) => {
      if (result.readAt) {
        const receipt = { conversationId: result.conversationId, readerId: myId, readAt: result.readAt };
        applyReadReceipt(utils, receipt, myId);
      }
      void utils.message.listConversations.invalidate();
      if (result.markedRead > 0) void utils.notification.invalidate();
    },
  });

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
