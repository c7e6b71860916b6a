import type { TConversationSummary } from '@talanta/schema';
import { toast } from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { applyMessage } from '@/features/live/apply-change';
import { useLiveConnected } from '@/features/live/live-status';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { newClientMessageId } from './client-message-id';

/**
 * Sends into an open conversation. The same text sent again after a failure keeps its client id,
 * so a send that did reach the server is not stored twice. Resolves whether it was sent; a failure
 * shows spec 001 §8's toast and leaves the text with the caller.
 */
export function useSendMessage(conversation: TConversationSummary, myId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const live = useLiveConnected();
  const mutation = useMutation(trpc.message.send.mutationOptions());
  const attempt = useRef<{ content: string; clientMessageId: string } | null>(null);

  async function send(content: string): Promise<boolean> {
    const clientMessageId =
      attempt.current?.content === content ? attempt.current.clientMessageId : newClientMessageId();
    attempt.current = { content, clientMessageId };
    try {
      const { message } = await mutation.mutateAsync({
        receiverId: conversation.otherUser.id,
        content,
        conversationId: conversation.id,
        clientMessageId,
      });
      attempt.current = null;
      applyMessage({ queryClient, trpc }, message, myId);
      if (!live) {
        // Without the live stream nothing else brings the server's view: refresh thread and list.
        void queryClient.invalidateQueries(trpc.message.getConversation.queryFilter({ id: conversation.id }));
        void queryClient.invalidateQueries(trpc.message.listConversations.pathFilter());
      }
      return true;
    } catch (error) {
      toast.error('Error', { description: messageOf(error, 'Failed to send message.') });
      return false;
    }
  }

  return { send, isSending: mutation.isPending };
}
