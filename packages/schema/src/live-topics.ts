// Apart from live.ts so that screens needing only these names do not build its zod schemas.

export const LIVE_EVENT_TYPES = ['message', 'read', 'notification', 'notification_read', 'changed'] as const;
export type TLiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/**
 * The families of data a write can change, as a `changed` event names them: jobs, job
 * applications, the developers' vetting (applications under review and profile approvals),
 * accounts with their profiles, interviews, and offers with their contracts. The web app maps each to the screens' queries to refetch.
 */
export const LIVE_TOPICS = ['job', 'application', 'vetting', 'user', 'interview', 'contract'] as const;
