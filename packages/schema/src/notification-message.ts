// Apart from notification.ts so that screens needing only a limit or a message do not build its zod
// schemas (the signed-in shell's bell reads the limit).

export const NOTIFICATION_LIMITS = { listDefault: 50, listMax: 100 } as const;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
} as const;
