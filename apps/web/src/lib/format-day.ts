// The browser's own Intl formats dates (in the reader's time zone, as date-fns did): no date library
// in the bundle. Apart from format.ts: money and names are formatted on screens that show no dates.

const BARE_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date as the reader's calendar sees it. A bare day ("2026-06-03") is that day wherever the reader
 * is (new Date() would read it as UTC midnight, the day before west of Greenwich). Null when the
 * date cannot be read.
 */
function readDate(date: string | Date): Date | null {
  const bareDay = typeof date === 'string' ? BARE_DAY.exec(date) : null;
  const value = bareDay
    ? new Date(Number(bareDay[1]), Number(bareDay[2]) - 1, Number(bareDay[3]))
    : new Date(date);
  return Number.isNaN(value.getTime()) ? null : value;
}

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const longDay = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const dayAndTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Apr 3, 2026" in the reader's calendar; a missing or unreadable date is `missing`. */
export function formatDay(date: string | Date | null, missing = ''): string {
  const value = date === null ? null : readDate(date);
  return value ? shortDay.format(value) : missing;
}

/** "June 3, 2026"; an unreadable date is "recently" (the screens that show it say when a job was posted). */
export function formatLongDate(date: string | Date): string {
  const value = readDate(date);
  return value ? longDay.format(value) : 'recently';
}

/** "Apr 3, 2026, 14:05" in the reader's time zone; an unreadable date is ''. */
export function formatMoment(date: string | Date): string {
  const value = readDate(date);
  return value ? dayAndTime.format(value) : '';
}

/** Today as YYYY-MM-DD in the reader's time zone. */
export function todayIso(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
