// Apart from email.ts so that the unsubscribe link's screen does not build zod for its messages.

export const EMAIL_MESSAGES = {
  badUnsubscribeToken: 'This unsubscribe link is not valid. Change your email settings in Account Settings.',
  unsubscribed: 'You will no longer get these emails.',
  saved: 'Email preferences saved',
  limit: 'Limit must be a whole number from 1 to 100',
  offset: 'Offset must be a whole number from 0 to 100000',
  notFailing: 'No unsent email with an error has this id',
  retryQueued: 'The email will be sent again',
} as const;
