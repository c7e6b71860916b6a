import type { TConversationSummary, TConversationThread, TMessage, TNotification } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import {
  addMessageToList,
  addMessageToThread,
  addNotification,
  applyNotificationsRead,
  applyReadToList,
  applyReadToThread,
  markAllNotificationsRead,
} from './live-cache';

const ME = 1;
const OTHER = 2;

function message(id: number, overrides: Partial<TMessage> = {}): TMessage {
  return {
    id,
    conversationId: 10,
    senderId: OTHER,
    receiverId: ME,
    content: `message ${id}`,
    createdAt: new Date(Date.UTC(2026, 2, 1, 12, id)).toISOString(),
    readAt: null,
    ...overrides,
  };
}

function row(id: number, overrides: Partial<TConversationSummary> = {}): TConversationSummary {
  return {
    id,
    otherUser: {
      id: OTHER,
      firstName: 'Amani',
      lastName: 'Otieno',
      profileImageUrl: null,
      role: 'developer',
    },
    jobId: null,
    jobTitle: null,
    lastMessage: null,
    unreadCount: 0,
    updatedAt: '2026-03-01T00:00:00.000Z',
    ...overrides,
  };
}

function thread(messages: TMessage[], unreadCount = 0): TConversationThread {
  return { conversation: row(10, { unreadCount }), messages, hasOlder: false };
}

function notification(id: number, isRead = false): TNotification {
  return {
    id,
    type: 'message',
    title: 'New message from Amani Otieno',
    message: 'Hello',
    link: '/messages?conversation=10',
    isRead,
    createdAt: '2026-03-01T12:00:00.000Z',
  };
}

describe('messages in the caches', () => {
  it('appends a message to its thread once, in id order', () => {
    const start = thread([message(1), message(3)]);
    const once = addMessageToThread(start, message(2));
    expect(once.messages.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(addMessageToThread(once, message(2))).toBe(once);
    expect(addMessageToThread(start, message(4, { conversationId: 99 }))).toBe(start);
  });

  it('moves the conversation to the top with the message and counts it unread once', () => {
    const rows = [row(20), row(10)];
    const incoming = message(5);
    const first = addMessageToList(rows, incoming, ME);
    expect(first.found).toBe(true);
    expect(first.rows.map((r) => r.id)).toEqual([10, 20]);
    expect(first.rows[0]).toMatchObject({
      unreadCount: 1,
      lastMessage: { content: 'message 5', senderId: OTHER },
      updatedAt: incoming.createdAt,
    });
    const again = addMessageToList(first.rows, incoming, ME);
    expect(again.rows).toBe(first.rows);
    expect(addMessageToList(first.rows, message(4), ME).rows).toBe(first.rows);
  });

  it('does not count the user’s own message as unread, and reports a missing row', () => {
    const own = message(6, { senderId: ME, receiverId: OTHER });
    expect(addMessageToList([row(10)], own, ME).rows[0]?.unreadCount).toBe(0);
    expect(addMessageToList([row(20)], own, ME)).toEqual({ rows: [row(20)], found: false });
  });

  it('marks the reader’s messages read up to the receipt', () => {
    const readAt = message(2).createdAt;
    const ownMessages = [1, 2, 3].map((id) => message(id, { senderId: ME, receiverId: OTHER }));
    const read = applyReadToThread(thread(ownMessages), { conversationId: 10, readerId: OTHER, readAt });
    expect(read.messages.map((m) => m.readAt)).toEqual([readAt, readAt, null]);
  });

  it('clears the unread badge when the user read the conversation', () => {
    const receipt = { conversationId: 10, readerId: ME, readAt: '2026-03-01T13:00:00.000Z' };
    expect(applyReadToThread(thread([message(1)], 1), receipt).conversation.unreadCount).toBe(0);
    expect(applyReadToList([row(10, { unreadCount: 3 })], receipt, ME)[0]?.unreadCount).toBe(0);
    const byOther = { ...receipt, readerId: OTHER };
    const rows = [row(10, { unreadCount: 3 })];
    expect(applyReadToList(rows, byOther, ME)).toBe(rows);
  });
});

describe('notifications in the cache', () => {
  it('puts a new one on top and counts it once', () => {
    const list = { notifications: [notification(1, true)], unreadCount: 0 };
    const added = addNotification(list, notification(2));
    expect(added.notifications.map((n) => n.id)).toEqual([2, 1]);
    expect(added.unreadCount).toBe(1);
    expect(addNotification(added, notification(2))).toBe(added);
  });

  it('counts out notifications read elsewhere once, including ones beyond the list', () => {
    const list = { notifications: [notification(3), notification(2), notification(1, true)], unreadCount: 5 };
    const read = applyNotificationsRead(list, [3, 1, 42]);
    expect(read.notifications.map((n) => n.isRead)).toEqual([true, false, true]);
    expect(read.unreadCount).toBe(3);
    expect(applyNotificationsRead(read, [3])).toBe(read);
    expect(applyNotificationsRead({ notifications: [], unreadCount: 0 }, [7]).unreadCount).toBe(0);
  });

  it('marks all read at once', () => {
    const all = markAllNotificationsRead({
      notifications: [notification(2), notification(1)],
      unreadCount: 12,
    });
    expect(all.unreadCount).toBe(0);
    expect(all.notifications.every((n) => n.isRead)).toBe(true);
  });
});
