import type { TConversationSummary } from '@talanta/schema';
import { toast } from '@talanta/ui';
import { useRef } from 'react';
import { applyMessage } from '@/features/live/apply-change';
import { useLiveConnected } from '@/features/live/live-status';
import { messageOf } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { newClientMessageId } from './client-message-id';

/**
 * Sends into an open conversation. The same text sent again after a failure keeps its client id,
 * so a send that did reach the server is not stored twice. Resolves whether it was sent; a failure
 * shows spec 001 §8's toast and leaves the text with the caller.
 */
export function useSendMessage(conversation: TConversationSummary, myId: number) {
  const utils = trpc.useUtils();
  const live = useLiveConnected();
  const mutation = trpc.message.send.useMutation();
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
      applyMessage(utils, message, myId);
      if (!live) {
        // Without the live stream nothing else brings the server's view: refresh thread and list.
        void utils.message.getConversation.invalidate({ id: conversation.id });
        void utils.message.listConversations.invalidate();
      }
      return true;
    } catch (error) {
      toast.error('Error', { description: messageOf(error, 'Failed to send message.') });
      return false;
    }
  }

  return { send, isSending: mutation.isPending };
}
