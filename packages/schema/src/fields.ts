import { z } from 'zod';
import { LIMITS } from './constants';

/** Field builders reused by several forms; each takes the spec's message for that form. */

export const MESSAGES = {
  invalidEmail: 'Invalid email address',
  kenyanPhone: 'Phone number must be in Kenyan format (+254XXXXXXXXX)',
  passwordMin: 'Password must be at least 6 characters',
} as const;

export const KENYAN_PHONE_PATTERN = /^\+254\d{9}$/;
/** Indian mobile numbers: +91, then 10 digits starting with 6-9 (developers from India). */
export const INDIAN_PHONE_PATTERN = /^\+91[6-9]\d{9}$/;
/** The forms' hint under a phone field. */
export const PHONE_HINT = '+254 and 9 digits (Kenya) or +91 and 10 digits (India)';
/** Either of them, as one pattern so the OpenAPI document can state it. */
export const PHONE_PATTERN = new RegExp(`${KENYAN_PHONE_PATTERN.source}|${INDIAN_PHONE_PATTERN.source}`);

export function emailField(message: string = MESSAGES.invalidEmail) {
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(LIMITS.emailMax, message)
    .pipe(z.email({ error: message }));
}

/** A required text of at least `min` characters after trimming, one message for every failure. */
export function requiredText(message: string, min = 1, max: number = LIMITS.longTextMax) {
  return z.string({ error: message }).trim().min(min, message).max(max, `Must be at most ${max} characters`);
}

/** An http(s) URL, or an empty string / absent value meaning "none" (stored as null). */
export function optionalUrl(message: string) {
  return z
    .union([
      z.literal('').transform(() => null),
      z.null(),
      z
        .string({ error: message })
        .trim()
        .max(LIMITS.urlMax, message)
        .pipe(z.url({ protocol: /^https?$/, error: message })),
    ])
    .optional()
    .transform((value) => value ?? null);
}

export function requiredUrl(message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(LIMITS.urlMax, message)
    .pipe(z.url({ protocol: /^https?$/, error: message }));
}

/** A Kenyan (spec) or Indian mobile number; anything else gets the spec's Kenyan-format message. */
export function phoneNumberField(message: string = MESSAGES.kenyanPhone) {
  return z.string({ error: message }).trim().regex(PHONE_PATTERN, message);
}

/** Positive database ids arrive as numbers over tRPC and as strings in REST paths. */
export const ZId = z.coerce
  .number({ error: 'Invalid id' })
  .int('Invalid id')
  .positive('Invalid id')
  .max(2_147_483_647, 'Invalid id');

export const ZIdInput = z.object({ id: ZId });
