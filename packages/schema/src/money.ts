import { groupThousands } from './group-thousands';

/**
 * Money is US dollars, held and summed as integer cents (issue 13). A dollar amount from a form or
 * a request is turned into cents once, at the edge, by `dollarsToCents`; from there on every sum,
 * fee and total is integer arithmetic, and dollars come back only as text (`formatUsd`). No zod here
 * (the request schema `ZUsdAmount` is in fields.ts): screens that show money do not build schemas.
 */

export const USD_AMOUNT_MESSAGE = 'Amount must be in dollars and cents';

/**
 * Rounding: a dollar number such as 0.29 is a binary double a hair away from 0.29, so 0.29 * 100
 * is 28.999999999999996. We round that product to the nearest integer (29) and then accept it only
 * if 29 / 100 gives back the very same double. Division is correctly rounded, so this holds exactly
 * when the number's shortest decimal form has at most two decimals (1.005 gives 100, and 1 is not
 * 1.005: refused). Nothing is ever rounded away silently.
 */
export function exactCents(dollars: number): number | null {
  if (!Number.isFinite(dollars)) return null;
  const cents = Math.round(dollars * 100);
  if (!Number.isSafeInteger(cents) || cents / 100 !== dollars) return null;
  return cents + 0; // -0 + 0 is 0: callers never see negative zero
}

/** 1234.5 → 123450. Throws a RangeError for more than two decimals, NaN or ±Infinity. */
export function dollarsToCents(dollars: number): number {
  const cents = exactCents(dollars);
  if (cents === null) throw new RangeError(`${dollars} is not an amount in dollars and cents`);
  return cents;
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${cents} is not a whole number of cents`);
}

/** 123450 → "$1,234.50"; -500 → "-$5.00". Cents must be a whole number. */
export function formatUsd(cents: number): string {
  assertCents(cents);
  const magnitude = Math.abs(cents);
  const remainder = magnitude % 100;
  const whole = (magnitude - remainder) / 100;
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${groupThousands(whole)}.${String(remainder).padStart(2, '0')}`;
}

/**
 * A percentage of an amount in cents (the platform fee), rounded to the nearest cent, half a cent
 * away from zero: 10% of 1,005 cents is 100.5 → 101. Done on integers (cents * percent, then a
 * division with the remainder compared) so no floating point product is ever rounded.
 */
export function percentOfCents(cents: number, percent: number): number {
  assertCents(cents);
  if (!Number.isSafeInteger(percent) || percent < 0) {
    throw new RangeError(`${percent}% is not a whole, positive percentage`);
  }
  const product = Math.abs(cents) * percent;
  if (!Number.isSafeInteger(product)) throw new RangeError(`${cents} cents × ${percent}% is too large`);
  const remainder = product % 100;
  const rounded = (product - remainder) / 100 + (remainder * 2 >= 100 ? 1 : 0);
  return cents < 0 && rounded > 0 ? -rounded : rounded;
}

/**
 * What `minutes` of work cost at an hourly rate, in cents, rounded to the nearest cent with half a
 * cent away from zero (15 minutes at $45.50 is 1,137.5 → 1,138). Timesheets and invoice lines use
 * this one rule, so a week shows the same amount on both. Integer arithmetic: minutes × cents, then
 * a division by 60 with the remainder compared.
 */
export function amountForMinutes(minutes: number, hourlyRateCents: number): number {
  assertCents(hourlyRateCents);
  if (!Number.isSafeInteger(minutes) || minutes < 0) {
    throw new RangeError(`${minutes} is not a whole, positive number of minutes`);
  }
  const product = minutes * hourlyRateCents;
  if (!Number.isSafeInteger(product))
    throw new RangeError(`${minutes} minutes × ${hourlyRateCents} is too large`);
  const remainder = product % 60;
  return (product - remainder) / 60 + (remainder * 2 >= 60 ? 1 : 0);
}
