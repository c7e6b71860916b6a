/**
 * "3 minutes ago", "2 days ago", "in 1 hour": the largest whole unit. Under a minute is "less than
 * a minute ago" rather than "0 minutes ago". `now` is useNow()'s, not the clock read while
 * rendering, so the server and the browser's first render write the same words.
 */
const UNITS: ReadonlyArray<[unit: Intl.RelativeTimeFormatUnit, length: number]> = [
  ['year', 365 * 24 * 60 * 60_000],
  ['month', 30 * 24 * 60 * 60_000],
  ['day', 24 * 60 * 60_000],
  ['hour', 60 * 60_000],
  ['minute', 60_000],
];

/** Made on first use, so a screen that shows no time never builds it. */
let relativeTime: Intl.RelativeTimeFormat | undefined;

/**
 * The largest whole unit between `date` and `now` (negative for the past): [-3, 'day'] for three
 * days ago; null under a minute, undefined for a date that is none. For a sentence in any language.
 */
export function relativeUnit(
  date: Date | string | number,
  now: number,
): [value: number, unit: Intl.RelativeTimeFormatUnit] | null | undefined {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return undefined;
  const elapsed = value.getTime() - now;
  for (const [unit, length] of UNITS) {
    const whole = Math.trunc(elapsed / length);
    if (whole !== 0) return [whole, unit];
  }
  return null;
}

export function formatRelativeTime(date: Date | string | number, now: number): string {
  const relative = relativeUnit(date, now);
  if (relative === undefined) return 'recently';
  if (relative === null)
    return new Date(date).getTime() - now > 0 ? 'in less than a minute' : 'less than a minute ago';
  relativeTime ??= new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });
  return relativeTime.format(...relative);
}
