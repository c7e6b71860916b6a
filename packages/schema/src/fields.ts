import { z } from 'zod';
import { LIMITS } from './constants';
import { exactCents, USD_AMOUNT_MESSAGE } from './money';

/** Field builders reused by several forms; each takes the spec's message for that form. */

export const MESSAGES = {
  invalidEmail: 'Invalid email address',
  phoneFormat: 'Phone number must be in Kenyan format (+254XXXXXXXXX) or Indian format (+91XXXXXXXXXX)',
  passwordMin: 'Password must be at least 6 characters',
  unstorableText: 'Text must not contain NUL characters or broken Unicode (unpaired surrogates)',
  dateRange: 'Dates must fall between the years 1900 and 9999',
} as const;

/** A UTF-16 surrogate without its partner (matched by code unit, hence no `u` flag). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** PostgreSQL stores neither NUL characters nor unpaired UTF-16 surrogates, in text or in jsonb. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * The one base of every text field of a request: a string PostgreSQL can store. Every other text
 * rule chains onto it (`text(message).trim().min(...)`), so the storage check always runs first.
 */
export function text(message?: string) {
  return z
    .string(message === undefined ? undefined : { error: message })
    .refine(isStorableText, MESSAGES.unstorableText);
}

/** Earliest and latest instants a date input may name; PostgreSQL and JavaScript both hold them. */
export const DATE_RANGE = { min: Date.UTC(1900, 0, 1), max: Date.UTC(10_000, 0, 1) - 1 } as const;

/** Whether a date or date-time text parses to an instant between the years 1900 and 9999. */
export function isDateInRange(value: string): boolean {
  const time = Date.parse(value);
  return !Number.isNaN(time) && time >= DATE_RANGE.min && time <= DATE_RANGE.max;
}

export const KENYAN_PHONE_PATTERN = /^\+254\d{9}$/;
/** Indian mobile numbers: +91, then 10 digits starting with 6-9 (developers from India). */
export const INDIAN_PHONE_PATTERN = /^\+91[6-9]\d{9}$/;
/** The forms' hint under a phone field. */
export const PHONE_HINT = '+254 and 9 digits (Kenya) or +91 and 10 digits (India)';
/** Either of them, as one pattern so the OpenAPI document can state it. */
export const PHONE_PATTERN = new RegExp(`${KENYAN_PHONE_PATTERN.source}|${INDIAN_PHONE_PATTERN.source}`);

export function emailField(message: string = MESSAGES.invalidEmail) {
  return text(message)
    .trim()
    .toLowerCase()
    .max(LIMITS.emailMax, message)
    .pipe(z.email({ error: message }));
}

/** A required text of at least `min` characters after trimming, one message for every failure. */
export function requiredText(message: string, min = 1, max: number = LIMITS.longTextMax) {
  return text(message).trim().min(min, message).max(max, `Must be at most ${max} characters`);
}

export function requiredUrl(message: string) {
  return text(message)
    .trim()
    .max(LIMITS.urlMax, message)
    .pipe(z.url({ protocol: /^https?$/, error: message }));
}

/** For updates: an http(s) URL; '' or null clears it (null); absent leaves it as stored (undefined). */
export function clearableUrl(message: string) {
  return z.union([z.literal('').transform(() => null), z.null(), requiredUrl(message)]).optional();
}

/** An http(s) URL, or an empty string / absent value meaning "none" (stored as null). */
export function optionalUrl(message: string) {
  return clearableUrl(message).transform((value) => value ?? null);
}

/** A Kenyan (spec) or Indian mobile number; anything else gets the spec's Kenyan-format message. */
export function phoneNumberField(message: string = MESSAGES.phoneFormat) {
  return z.string({ error: message }).trim().regex(PHONE_PATTERN, message);
}

/**
 * Positive database ids arrive as numbers over tRPC and as strings in REST paths. The digits are
 * still coerced at run time; the declared input is `number`, so typed callers (the SDK) pass numbers.
 */
export const ZId = z.coerce
  .number<number>({ error: 'Invalid id' })
  .int('Invalid id')
  .positive('Invalid id')
  .max(2_147_483_647, 'Invalid id');

export const ZIdInput = z.object({ id: ZId });

/**
 * A developer named in a request: their developer id, `id` in /api/developers/all and what
 * /api/developers/{id} takes (a caller pinned to API version 2026-11-01 still sends the user id).
 */
export const ZDeveloperId = ZId.describe(
  "The developer's id: `id` in GET /api/developers/all, as GET /api/developers/{id} takes it (API version 2026-12-01; before, the developer's user id)",
);

/** A dollar amount in a request (rates, payments): zero or more, with at most two decimals. */
export const ZUsdAmount = z
  .number({ error: USD_AMOUNT_MESSAGE })
  .min(0, USD_AMOUNT_MESSAGE)
  .refine((dollars) => exactCents(dollars) !== null, USD_AMOUNT_MESSAGE);

// Typed inputs: what a field accepts at run time beyond its declared type (issue 42).

/**
 * `schema`, where null means absent (`undefined`), like leaving the field out. Unlike a
 * z.preprocess, the declared input is the schema's own (or null), so typed callers are checked.
 */
export function nullAsAbsent<T extends z.ZodType>(schema: T) {
  return schema.nullish().transform((value) => value ?? undefined);
}

/**
 * `schema`, or a `blank` (what a cleared form field sends) read as `absent`. Typed, unlike a
 * z.preprocess; when neither matches, the answer is the schema's own message, not "Invalid input".
 * `blank` must fail with an aborting issue (a literal, a type). A union that fails keeps one issue,
 * so `schema` should be one that never aborts with more than one (a number whose `min` comes
 * before its `int` does: 0.5 hours would lose "must be a whole number").
 */
export function blankOr<T extends z.ZodType, B extends z.ZodType, const A>(blank: B, absent: A, schema: T) {
  return z.union([blank.transform((): A => absent), schema], {
    error: (issue) => (issue.code === 'invalid_union' ? issue.errors.at(-1)?.[0]?.message : undefined),
  });
}

/**
 * `schema` still read at run time but left out of the declared input type: what a query string or
 * a form's text box sends (a number's text, a blank of spaces) and typed callers (the SDK) do not.
 * The web forms type their inputs' text themselves (WithTextNumbers, or values of their own).
 */
export function undeclaredInput<T extends z.ZodType>(schema: T): z.ZodType<z.output<T>, never> {
  return schema as unknown as z.ZodType<z.output<T>, never>;
}
