import { z } from 'zod';
import { text } from './fields';

/** The signed-in sessions list of Account Settings (issue 15). */

export const SESSION_MESSAGES = {
  notFound: 'Session not found',
  revoked: 'Session ended.',
  othersRevoked: 'Signed out of every other session.',
} as const;

/** DELETE /api/account/sessions/{id}. */
export const ZSessionIdInput = z.object({
  id: text(SESSION_MESSAGES.notFound)
    .trim()
    .min(1, SESSION_MESSAGES.notFound)
    .max(64, SESSION_MESSAGES.notFound),
});

const dateTime = z.string().meta({ format: 'date-time' });

/** One session as its owner sees it: a public id, never the token or its parts. */
export const ZAccountSession = z.object({
  id: z.string(),
  /** Browser and system, read from the User-Agent at sign-in ("Unknown device" without one). */
  device: z.string(),
  createdAt: dateTime,
  /** Moved at most once a minute. */
  lastSeenAt: dateTime,
  /** The session of this request. */
  current: z.boolean(),
});
export type TAccountSession = z.infer<typeof ZAccountSession>;
