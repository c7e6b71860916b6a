// Dates in the reader's time zone from the Date's own local fields, in the words
// Intl.DateTimeFormat('en-US') uses: no date library in the bundle, and no Intl, whose first use on a
// page is a long task on a slow phone (groupThousands in @talanta/schema). Apart from format.ts:
// money and names are formatted on screens that show no dates.

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

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const twoDigits = (value: number) => String(value).padStart(2, '0');
/** "June 3, 2026", or "Jun 3, 2026" with the month's first three letters. */
const writtenDay = (value: Date, month: 'long' | 'short') => {
  const name = MONTHS[value.getMonth()] ?? '';
  return `${month === 'short' ? name.slice(0, 3) : name} ${value.getDate()}, ${value.getFullYear()}`;
};

/** "Apr 3, 2026" in the reader's calendar; a missing or unreadable date is `missing`. */
export function formatDay(date: string | Date | null, missing = ''): string {
  const value = date === null ? null : readDate(date);
  return value ? writtenDay(value, 'short') : missing;
}

/** "June 3, 2026"; an unreadable date is "recently" (the screens that show it say when a job was posted). */
export function formatLongDate(date: string | Date): string {
  const value = readDate(date);
  return value ? writtenDay(value, 'long') : 'recently';
}

/** "Apr 3, 2026, 14:05" in the reader's time zone; an unreadable date is ''. */
export function formatMoment(date: string | Date): string {
  const value = readDate(date);
  return value
    ? `${writtenDay(value, 'short')}, ${twoDigits(value.getHours())}:${twoDigits(value.getMinutes())}`
    : '';
}

/** Today as YYYY-MM-DD in the reader's time zone. */
export function todayIso(now = new Date()): string {
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}
