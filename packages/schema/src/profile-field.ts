import { z } from 'zod';
import { text, undeclaredInput } from './fields';

// Field builders of the profile forms: forms send text, the API may send numbers; '' means
// "not filled in". The text is read at run time but not declared: typed callers send numbers
// (or null), and the profile forms keep their inputs' text in form values of their own.

export interface NumberRules {
  min: number;
  max: number;
  maxMessage: string;
  /** Message for a number with a fraction, when only whole numbers are allowed. */
  wholeMessage?: string;
}

function numberRules(message: string, rules: NumberRules) {
  let schema = z.number({ error: message }).min(rules.min, message).max(rules.max, rules.maxMessage);
  if (rules.wholeMessage) schema = schema.int(rules.wholeMessage);
  return schema;
}

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  const text = value.trim();
  return text ? Number(text) : null;
}

/**
 * A number the form must have: '' and missing give `message`, as does anything below `min`. Only
 * the number is declared: text, null and absence are read at run time to answer with `message`.
 */
export function requiredNumber(message: string, rules: NumberRules) {
  return z
    .union([z.number(), undeclaredInput(text(message).nullish())], { error: message })
    .transform((value) => toNumber(value) ?? Number.NaN)
    .pipe(numberRules(message, rules));
}

// Account Settings saves only what it sends: an absent field stays as stored (undefined), while
// '' or null clears it (null); a filled field follows the profile page's rule.

/** A number that may be cleared; when given, the same rules apply. */
export function optionalNumber(message: string, rules: NumberRules) {
  return z
    .union([z.number(), undeclaredInput(text(message)), z.null()], { error: message })
    .optional()
    .transform((value) => (value === undefined ? undefined : toNumber(value)))
    .pipe(numberRules(message, rules).nullable().optional());
}

/** Text that may be cleared; when given, the page's minimum still applies. */
export function optionalText(message: string, min: number, max: number, maxMessage: string) {
  return text(message)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : (value ?? '').trim()))
    .pipe(
      z
        .union([z.literal('').transform(() => null), text().min(min, message).max(max, maxMessage)])
        .optional(),
    );
}

/** A choice that may be cleared. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .union([z.enum(values), z.literal(''), z.null()], { error: message })
    .optional()
    .transform((value) => (value === undefined ? undefined : value ? (value as T[number]) : null));
}
