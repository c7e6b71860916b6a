import { z } from 'zod';
import { text } from './fields';
import { type TMessage, type TReadReceipt, ZMessage, ZReadReceipt } from './message';
import {
  type TNotification,
  type TNotificationsRead,
  ZNotification,
  ZNotificationsRead,
} from './notification';

export const LIVE_EVENT_TYPES = ['message', 'read', 'notification', 'notification_read'] as const;
export type TLiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** The payload of each live event type, in the shape its own API returns. */
export interface TLiveEventPayloads {
  message: TMessage;
  read: TReadReceipt;
  notification: TNotification;
  notification_read: TNotificationsRead;
}

/**
 * Input of the live events subscription. tRPC's SSE link sends back the id of the last event it
 * received when it reconnects, so the stream resumes right after it.
 */
export const ZLiveEventsInput = z
  .object({
    lastEventId: text()
      .regex(/^\d{1,12}$/, 'Invalid event id')
      .nullish(),
  })
  .optional();

const createdAt = z.string().meta({ format: 'date-time' });

/**
 * One event of the signed-in user's stream: a new message in one of their conversations (sent or
 * received), a read receipt (the other person, or the user in another tab, read a conversation),
 * a new notification, or notifications marked read.
 */
export const ZLiveEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), payload: ZMessage, createdAt }),
  z.object({ type: z.literal('read'), payload: ZReadReceipt, createdAt }),
  z.object({ type: z.literal('notification'), payload: ZNotification, createdAt }),
  z.object({ type: z.literal('notification_read'), payload: ZNotificationsRead, createdAt }),
]);
export type TLiveEvent = z.infer<typeof ZLiveEvent>;
