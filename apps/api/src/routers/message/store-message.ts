import {
  appendLiveEvent,
  createNotification,
  type Database,
  enqueueWebhookEvent,
  ensureConversation,
  insertMessage,
  type Kysely,
  lockConversation,
  type MessageRecord,
  toMessage,
  touchConversation,
} from '@talanta/db';
import { conversationLink, type TUser } from '@talanta/schema';
import type { ConversationTarget } from './resolve-conversation';

const PREVIEW_LENGTH = 100;

/** The start of a message for its notification, cut at a word boundary when there is one. */
function preview(content: string): string {
  if (content.length <= PREVIEW_LENGTH) return content;
  const cut = content.slice(0, PREVIEW_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${lastSpace > PREVIEW_LENGTH / 2 ? cut.slice(0, lastSpace) : cut}…`;
}

export interface OutgoingMessage {
  sender: TUser;
  receiverId: number;
  target: ConversationTarget;
  content: string;
  clientMessageId: string | null;
}

/**
 * Stores a message with everything that goes with it, in one transaction: the conversation (made
 * if needed), the message, the conversation's last activity, the receiver's notification and the
 * live event to both participants. Returns undefined, having written nothing, when a concurrent
 * send with the same clientMessageId stored it first.
 */
export function storeMessage(
  db: Kysely<Database>,
  outgoing: OutgoingMessage,
): Promise<MessageRecord | undefined> {
  const { sender, receiverId, target, content, clientMessageId } = outgoing;
  return db.transaction().execute(async (trx) => {
    const conversationId =
      'conversationId' in target
        ? target.conversationId
        : await ensureConversation(trx, sender.id, receiverId, target.jobId);
    await lockConversation(trx, conversationId);
    const stored = await insertMessage(trx, {
      conversationId,
      senderId: sender.id,
      receiverId,
      content,
      clientMessageId,
    });
    if (!stored) return undefined;
    await touchConversation(trx, conversationId, stored.createdAt);
    await appendLiveEvent(trx, [sender.id, receiverId], 'message', toMessage(stored));
    // The content stays out: a webhook names the message, the receiver reads it in Talanta.
    await enqueueWebhookEvent(trx, {
      type: 'message.created',
      ownerUserIds: [sender.id, receiverId],
      data: { messageId: stored.id, conversationId, senderId: sender.id, receiverId },
    });
    await createNotification(trx, {
      userId: receiverId,
      type: 'message',
      title: `New message from ${sender.firstName} ${sender.lastName}`,
      message: preview(content),
      link: conversationLink(conversationId),
    });
    return stored;
  });
}
