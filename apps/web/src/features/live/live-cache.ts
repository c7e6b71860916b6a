import {
  NOTIFICATION_LIMITS,
  type TConversationSummary,
  type TConversationThread,
  type TMessage,
  type TNotification,
  type TNotificationList,
  type TReadReceipt,
} from '@talanta/schema';

/**
 * Pure updates of the cached Messages and Notifications data from one change (a live event, or
 * the answer of the user's own mutation). Each is safe to apply twice: a change the cache already
 * shows leaves it as it is, so a snapshot refetch racing an event never counts anything double.
 */

const time = (iso: string) => new Date(iso).getTime();

/** The thread with the message in its place (by id), unless it is already there. */
export function addMessageToThread(thread: TConversationThread, message: TMessage): TConversationThread {
  if (message.conversationId !== thread.conversation.id) return thread;
  if (thread.messages.some((known) => known.id === message.id)) return thread;
  const messages = [...thread.messages, message].sort((a, b) => a.id - b.id);
  return { ...thread, messages };
}

/**
 * The list with the conversation's row showing the message as its last one, moved to the top, its
 * unread count up by one when the message is to `myId`. `found` is false when the list has no such
 * row (a new conversation, or one outside a search): the caller refetches the list then.
 */
export function addMessageToList(
  rows: TConversationSummary[],
  message: TMessage,
  myId: number,
): { rows: TConversationSummary[]; found: boolean } {
  const index = rows.findIndex((row) => row.id === message.conversationId);
  const row = rows[index];
  if (!row) return { rows, found: false };
  const last = row.lastMessage;
  const alreadyShown =
    last !== null &&
    (time(last.createdAt) > time(message.createdAt) ||
      (time(last.createdAt) === time(message.createdAt) &&
        last.senderId === message.senderId &&
        last.content === message.content));
  if (alreadyShown) return { rows, found: true };
  const updated: TConversationSummary = {
    ...row,
    lastMessage: { content: message.content, createdAt: message.createdAt, senderId: message.senderId },
    updatedAt: message.createdAt,
    unreadCount: row.unreadCount + (message.receiverId === myId && !message.readAt ? 1 : 0),
  };
  return { rows: [updated, ...rows.slice(0, index), ...rows.slice(index + 1)], found: true };
}

/** A read receipt on an open thread: the reader's messages sent up to then are read. */
export function applyReadToThread(thread: TConversationThread, receipt: TReadReceipt): TConversationThread {
  if (receipt.conversationId !== thread.conversation.id) return thread;
  const readUntil = time(receipt.readAt);
  let changed = false;
  const messages = thread.messages.map((message) => {
    if (message.receiverId !== receipt.readerId || message.readAt || time(message.createdAt) > readUntil)
      return message;
    changed = true;
    return { ...message, readAt: receipt.readAt };
  });
  const readByMe = receipt.readerId !== thread.conversation.otherUser.id;
  const conversation =
    readByMe && thread.conversation.unreadCount > 0
      ? { ...thread.conversation, unreadCount: 0 }
      : thread.conversation;
  if (!changed && conversation === thread.conversation) return thread;
  return { ...thread, messages, conversation };
}

/** A read receipt on the list: when the user read it (here or in another tab) its badge goes. */
export function applyReadToList(
  rows: TConversationSummary[],
  receipt: TReadReceipt,
  myId: number,
): TConversationSummary[] {
  if (receipt.readerId !== myId) return rows;
  return rows.map((row) =>
    row.id === receipt.conversationId && row.unreadCount > 0 ? { ...row, unreadCount: 0 } : row,
  );
}

/** A new notification on top of the bell's list (once), counted when unread. */
export function addNotification(list: TNotificationList, notification: TNotification): TNotificationList {
  if (list.notifications.some((known) => known.id === notification.id)) return list;
  return {
    notifications: [notification, ...list.notifications].slice(0, NOTIFICATION_LIMITS.listDefault),
    unreadCount: list.unreadCount + (notification.isRead ? 0 : 1),
  };
}

/**
 * Notifications that went from unread to read. Those the list shows as read already were counted
 * out; those it does not show (older than the list) still leave the count.
 */
export function applyNotificationsRead(list: TNotificationList, ids: readonly number[]): TNotificationList {
  const read = new Set(ids);
  let leaving = 0;
  for (const id of read) {
    const known = list.notifications.find((notification) => notification.id === id);
    if (!known?.isRead) leaving += 1;
  }
  if (leaving === 0) return list;
  return {
    notifications: list.notifications.map((notification) =>
      read.has(notification.id) && !notification.isRead ? { ...notification, isRead: true } : notification,
    ),
    unreadCount: Math.max(0, list.unreadCount - leaving),
  };
}

/** Mark all read, as the user sees it at once. */
export function markAllNotificationsRead(list: TNotificationList): TNotificationList {
  return {
    notifications: list.notifications.map((notification) =>
      notification.isRead ? notification : { ...notification, isRead: true },
    ),
    unreadCount: 0,
  };
}
