import { z } from 'zod';
import { text } from './fields';
import { LIVE_TOPICS } from './live-topics';
import { type TMessage, type TReadReceipt, ZMessage, ZReadReceipt } from './message';
import {
  type TNotification,
  type TNotificationsRead,
  ZNotification,
  ZNotificationsRead,
} from './notification';

export const ZLiveTopic = z.enum(LIVE_TOPICS);
export type TLiveTopic = z.infer<typeof ZLiveTopic>;

/** Data of these families changed: what the user's open screens show of them is out of date. */
export const ZLiveChange = z.object({ topics: z.array(ZLiveTopic).min(1) });
export type TLiveChange = z.infer<typeof ZLiveChange>;

/** The payload of each live event type, in the shape its own API returns. */
export interface TLiveEventPayloads {
  message: TMessage;
  read: TReadReceipt;
  notification: TNotification;
  notification_read: TNotificationsRead;
  changed: TLiveChange;
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

/** Where a user's live events stand: the id of the last one (0 before the first). */
export const ZLiveCursor = z.object({ lastEventId: z.string().regex(/^\d{1,12}$/) });
export type TLiveCursor = z.infer<typeof ZLiveCursor>;

const createdAt = z.string().meta({ format: 'date-time' });

/**
 * One event of the signed-in user's stream: a new message in one of their conversations (sent or
 * received), a read receipt (the other person, or the user in another tab, read a conversation),
 * a new notification, notifications marked read, or a change to data the user's screens may show.
 */
export const ZLiveEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), payload: ZMessage, createdAt }),
  z.object({ type: z.literal('read'), payload: ZReadReceipt, createdAt }),
  z.object({ type: z.literal('notification'), payload: ZNotification, createdAt }),
  z.object({ type: z.literal('notification_read'), payload: ZNotificationsRead, createdAt }),
  z.object({ type: z.literal('changed'), payload: ZLiveChange, createdAt }),
]);
export type TLiveEvent = z.infer<typeof ZLiveEvent>;
