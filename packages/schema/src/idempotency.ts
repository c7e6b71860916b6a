// The REST Idempotency-Key header (ADR 0042): its rule and messages; no zod, the REST plugin checks it.

export const IDEMPOTENCY_KEY_LIMITS = {
  maxLength: 255,
  /** How long a key and its answer are kept. */
  ttlHours: 24,
} as const;

/** 1 to 255 printable ASCII characters (space to tilde), as Stripe takes them. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

export const IDEMPOTENCY_MESSAGES = {
  badKey: `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_LIMITS.maxLength} printable ASCII characters, sent once.`,
  reusedWithOtherBody:
    'This Idempotency-Key was already used with a different request body. Send the same body to get the first answer again, or use a new key for a new request.',
  inProgress:
    'A request with this Idempotency-Key is still in progress. Retry after Retry-After seconds to get its answer.',
} as const;
