import { z } from 'zod';
import { NOTIFICATION_TYPES } from './constants';
import { ZId } from './fields';
import { NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES, NOTIFICATION_SUBJECTS } from './notification-message';

export const ZNotification = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  /** Where clicking it leads in the web app (a message notification: its conversation). */
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: z.string().meta({ format: 'date-time' }),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZListNotificationsInput = z
  .object({
    limit: z.coerce
      .number<number>()
      .int()
      .min(1)
      .max(NOTIFICATION_LIMITS.listMax)
      .default(NOTIFICATION_LIMITS.listDefault),
  })
  .optional()
  .transform((value) => value ?? { limit: NOTIFICATION_LIMITS.listDefault });

/** The bell in one call; over REST the body is `notifications` and X-Unread-Count carries the count. */
export const ZNotificationList = z.object({
  /** The newest first. */
  notifications: z.array(ZNotification),
  /** All unread notifications of the user, including those beyond the list's limit. */
  unreadCount: z.number().int(),
});
export type TNotificationList = z.infer<typeof ZNotificationList>;

export const ZUnreadNotificationCount = z.object({ unreadCount: z.number().int() });

export const ZMarkAllNotificationsReadResult = z.object({
  /** How many were unread before (0 when all already were read). */
  markedRead: z.number().int(),
});

/** PUT /api/notifications/mark-subject-read: the page of a job, contract or invoice was opened. */
export const ZMarkSubjectReadInput = z.object({
  subject: z.enum(NOTIFICATION_SUBJECTS, { error: NOTIFICATION_MESSAGES.subject }),
  id: ZId,
});

/**
 * Live 'notification_read' event: these notifications went from unread to read. Each id appears in
 * one such event only, so a bell can subtract their number from its count.
 */
export const ZNotificationsRead = z.object({ notificationIds: z.array(z.number().int()) });
export type TNotificationsRead = z.infer<typeof ZNotificationsRead>;
