// Apart from notification.ts so that screens needing only a limit or a message do not build its zod
// schemas (the signed-in shell's bell reads the limit).

export const NOTIFICATION_LIMITS = { listDefault: 50, listMax: 100 } as const;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  subject: 'Subject must be one of job, contract or invoice',
} as const;

/** The pages whose notices are read by opening them (the notice's link is the page). */
export const NOTIFICATION_SUBJECTS = ['job', 'contract', 'invoice'] as const;
export type TNotificationSubject = (typeof NOTIFICATION_SUBJECTS)[number];

/** The link of a subject's page, as its notices carry it. */
export const subjectLink = (subject: TNotificationSubject, id: number) => `/${subject}s/${id}`;
