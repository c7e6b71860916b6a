import { groupThousands } from '@talanta/schema';

/**
 * "3 minutes ago", "2 days ago", "in 1 hour": the largest whole unit, in the words
 * Intl.RelativeTimeFormat('en', { numeric: 'always' }) uses, written here because a page's first
 * Intl call is a long task on a slow phone (groupThousands) and every list that shows times is on
 * somebody's first screen. Under a minute is "less than a minute ago" rather than "0 minutes ago".
 * `now` is useNow()'s, not the clock read while rendering, so the server and the browser's first
 * render write the same words.
 */
const UNITS: ReadonlyArray<[unit: string, length: number]> = [
  ['year', 365 * 24 * 60 * 60_000],
  ['month', 30 * 24 * 60 * 60_000],
  ['day', 24 * 60 * 60_000],
  ['hour', 60 * 60_000],
  ['minute', 60_000],
];

export function formatRelativeTime(date: Date | string | number, now: number): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return 'recently';
  const elapsed = value.getTime() - now;
  for (const [unit, length] of UNITS) {
    const whole = Math.trunc(elapsed / length);
    if (whole === 0) continue;
    const count = Math.abs(whole);
    const span = `${groupThousands(count)} ${unit}${count === 1 ? '' : 's'}`;
    return whole < 0 ? `${span} ago` : `in ${span}`;
  }
  return elapsed > 0 ? 'in less than a minute' : 'less than a minute ago';
}
