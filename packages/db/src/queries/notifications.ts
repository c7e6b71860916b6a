import type { NotificationsTable } from '../types';
import type { Executor } from './executor';
import { appendLiveEvent } from './live-events';

export interface NewNotification {
  userId: number;
  type: NotificationsTable['type'];
  title: string;
  message: string;
  /** Where clicking the notification leads in the web app, e.g. '/messages?conversation=3'. */
  link?: string | null;
}

/**
 * Records a notification as part of the caller's transaction, so the event and its notice commit
 * together, and announces it on the user's live event stream.
 */
export async function createNotification(db: Executor, notification: NewNotification): Promise<number> {
  const row = await db
    .insertInto('notifications')
    .values({ ...notification, link: notification.link ?? null })
    .returning(['id', 'userId', 'type', 'title', 'message', 'link', 'isRead', 'createdAt'])
    .executeTakeFirstOrThrow();
  await appendLiveEvent(db, [row.userId], 'notification', { ...row, createdAt: row.createdAt.toISOString() });
  return row.id;
}
