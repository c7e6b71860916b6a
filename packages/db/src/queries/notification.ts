import { conversationLink, type TNotification } from '@talanta/schema';
import type { Selectable } from 'kysely';
import type { NotificationsTable } from '../types';
import type { Executor } from './executor';
import { appendLiveEvent } from './live-event';

export interface NewNotification {
  userId: number;
  type: NotificationsTable['type'];
  title: string;
  message: string;
  /** Where clicking the notification leads in the web app, e.g. '/messages?conversation=3'. */
  link?: string | null;
}

const NOTIFICATION_COLUMNS = [
  'notifications.id',
  'notifications.type',
  'notifications.title',
  'notifications.message',
  'notifications.link',
  'notifications.isRead',
  'notifications.createdAt',
] as const;

type NotificationRecord = Pick<
  Selectable<NotificationsTable>,
  'id' | 'type' | 'title' | 'message' | 'link' | 'isRead' | 'createdAt'
>;

export function toNotification(row: NotificationRecord): TNotification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    link: row.link,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Records a notification as part of the caller's transaction, so the event and its notice commit
 * together, and announces it on the user's live event stream.
 */
export async function createNotification(db: Executor, notification: NewNotification): Promise<number> {
  const row = await db
    .insertInto('notifications')
    .values({ ...notification, link: notification.link ?? null })
    .returning(NOTIFICATION_COLUMNS)
    .executeTakeFirstOrThrow();
  await appendLiveEvent(db, [notification.userId], 'notification', toNotification(row));
  return row.id;
}

/** A user's newest notifications. */
export async function findNotifications(
  db: Executor,
  userId: number,
  limit: number,
): Promise<TNotification[]> {
  const rows = await db
    .selectFrom('notifications')
    .select(NOTIFICATION_COLUMNS)
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toNotification);
}

export async function countUnreadNotifications(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('isRead', '=', false)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** One of the user's own notifications (another user's is as good as missing). */
export async function findOwnNotification(
  db: Executor,
  userId: number,
  id: number,
): Promise<TNotification | undefined> {
  const row = await db
    .selectFrom('notifications')
    .select(NOTIFICATION_COLUMNS)
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row && toNotification(row);
}

/**
 * Marks unread notifications of a user read and tells the user's other tabs which ones. Only rows
 * that were unread are announced, so every id is announced once.
 */
async function markRead(
  db: Executor,
  userId: number,
  filter: { id?: number; link?: string; type?: 'message' },
): Promise<number[]> {
  let update = db
    .updateTable('notifications')
    .set({ isRead: true })
    .where('userId', '=', userId)
    .where('isRead', '=', false);
  if (filter.id !== undefined) update = update.where('id', '=', filter.id);
  if (filter.type !== undefined) update = update.where('type', '=', filter.type);
  if (filter.link !== undefined) update = update.where('link', '=', filter.link);
  const rows = await update.returning('id').execute();
  const notificationIds = rows.map((row) => row.id).sort((a, b) => a - b);
  if (notificationIds.length > 0)
    await appendLiveEvent(db, [userId], 'notification_read', { notificationIds });
  return notificationIds;
}

/** Returns whether it was unread. */
export async function markNotificationRead(db: Executor, userId: number, id: number): Promise<boolean> {
  return (await markRead(db, userId, { id })).length > 0;
}

/** Returns how many were unread. */
export async function markAllNotificationsRead(db: Executor, userId: number): Promise<number> {
  return (await markRead(db, userId, {})).length;
}

/** Reading a conversation also settles the "New message" notifications that point to it. */
export async function markConversationNotificationsRead(
  db: Executor,
  userId: number,
  conversationId: number,
): Promise<number> {
  return (await markRead(db, userId, { type: 'message', link: conversationLink(conversationId) })).length;
}

/** Opening a job, contract or invoice settles the notices that lead to its page. */
export async function markLinkNotificationsRead(db: Executor, userId: number, link: string): Promise<number> {
  return (await markRead(db, userId, { link })).length;
}
