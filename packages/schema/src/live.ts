import { z } from 'zod';

export const LIVE_EVENT_TYPES = ['message', 'read', 'notification'] as const;

/**
 * Input of the live events subscription. tRPC's SSE link sends back the id of the last event it
 * received when it reconnects, so the stream resumes right after it.
 */
export const ZLiveEventsInput = z
  .object({
    lastEventId: z
      .string()
      .regex(/^\d{1,12}$/, 'Invalid event id')
      .nullish(),
  })
  .optional();

export const ZLiveEvent = z.object({
  type: z.enum(LIVE_EVENT_TYPES),
  /** The message, read receipt or notification, in the shape its own API returns. */
  payload: z.unknown(),
  createdAt: z.string(),
});
export type TLiveEvent = z.infer<typeof ZLiveEvent>;
