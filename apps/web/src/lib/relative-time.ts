/**
 * "3 minutes ago", "2 days ago", "in 1 hour": the browser's Intl.RelativeTimeFormat in the largest
 * whole unit, so no date library comes with every list that shows times. Under a minute is "less
 * than a minute ago" rather than Intl's "0 minutes ago".
 */
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 60 * 60_000],
  ['month', 30 * 24 * 60 * 60_000],
  ['day', 24 * 60 * 60_000],
  ['hour', 60 * 60_000],
  ['minute', 60_000],
];

export function formatRelativeTime(date: Date | string | number, now = Date.now()): string {
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) return 'recently';
  const elapsed = value.getTime() - now;
  for (const [unit, length] of UNITS) {
    const whole = Math.trunc(elapsed / length);
    if (whole !== 0) return relative.format(whole, unit);
  }
  return elapsed > 0 ? 'in less than a minute' : 'less than a minute ago';
}
