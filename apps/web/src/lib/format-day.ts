// Dates in the viewer's zone (lib/viewer-time-zone.ts). A page is drawn on the server (UTC) and
// hydrated in a browser in any zone, so the zone is passed in, never the runtime's own. Intl reads
// only the numeric fields in that zone and the words are written here: month names ("Sep" or
// "Sept") and time styles (U+202F before AM/PM) differ between ICU versions, and the server's and
// the browser's text must be the same or React reports a hydration mismatch.

const BARE_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The numbers a wall clock and calendar in a zone show at an instant. */
export interface WallClock {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * One formatter per zone, made on first use: building an Intl.DateTimeFormat costs far more than
 * using it, and a list asks for the same zone once a row. Shared by every date format on a page.
 */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (format === undefined) {
    // Throws a RangeError for a zone the runtime does not know; nothing is cached then.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** The wall clock in `timeZone` at `instant`; a RangeError for an unknown zone or an invalid date. */
export function wallClockIn(instant: Date, timeZone: string): WallClock {
  const parts = wallClockFormat(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value);
  // Some engines have written midnight as 24 even under h23.
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour') % 24,
    minute: part('minute'),
  };
}

/** As wallClockIn, reading a zone the runtime does not know as UTC (the date formats below). */
function fieldsOf(instant: Date, timeZone: string): WallClock {
  try {
    return wallClockIn(instant, timeZone);
  } catch {
    return wallClockIn(instant, 'UTC');
  }
}

/**
 * A date as the viewer's calendar in `timeZone` sees it. A bare day ("2026-06-03") is that day in
 * every zone (new Date() would read it as UTC midnight, the day before west of Greenwich). Null when
 * the date cannot be read.
 */
export function readDate(date: string | Date, timeZone: string): WallClock | null {
  const bareDay = typeof date === 'string' ? BARE_DAY.exec(date) : null;
  if (bareDay) {
    // Through Date.UTC so an out-of-range day rolls over as it always has ("2026-02-30" is Mar 2).
    const day = new Date(Date.UTC(Number(bareDay[1]), Number(bareDay[2]) - 1, Number(bareDay[3])));
    return Number.isNaN(day.getTime())
      ? null
      : {
          year: day.getUTCFullYear(),
          month: day.getUTCMonth() + 1,
          day: day.getUTCDate(),
          hour: 0,
          minute: 0,
        };
  }
  const value = new Date(date);
  return Number.isNaN(value.getTime()) ? null : fieldsOf(value, timeZone);
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

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const twoDigits = (value: number) => String(value).padStart(2, '0');
const monthName = (value: WallClock) => MONTHS[value.month - 1] ?? '';
/** "June 3, 2026", or "Jun 3, 2026" with the month's first three letters (en-US's short months). */
const writtenDay = (value: WallClock, month: 'long' | 'short') => {
  const name = monthName(value);
  return `${month === 'short' ? name.slice(0, 3) : name} ${value.day}, ${value.year}`;
};

/** "14:05". */
export const clockTime = (value: WallClock) => `${twoDigits(value.hour)}:${twoDigits(value.minute)}`;

/**
 * "Tue 15 Jan", the British order the interview, contract and timesheet screens use. September is
 * "Sept" as en-GB has written it since CLDR 38, the text these screens showed through Intl before
 * (and the browser tests still compute through Node's Intl).
 */
export function weekdayDayMonth(value: WallClock): string {
  const weekday = WEEKDAYS[new Date(Date.UTC(value.year, value.month - 1, value.day)).getUTCDay()];
  const name = monthName(value);
  return `${weekday} ${value.day} ${value.month === 9 ? 'Sept' : name.slice(0, 3)}`;
}

/** "23 November 2026", the British order of the reviews. */
export const dayMonthYear = (value: WallClock) => `${value.day} ${monthName(value)} ${value.year}`;

/** "Apr 3, 2026" in the zone's calendar; a missing or unreadable date is `missing`. */
export function formatDay(date: string | Date | null, timeZone: string, missing = ''): string {
  const value = date === null ? null : readDate(date, timeZone);
  return value ? writtenDay(value, 'short') : missing;
}

/** "June 3, 2026"; an unreadable date is "recently" (the screens that show it say when a job was posted). */
export function formatLongDate(date: string | Date, timeZone: string): string {
  const value = readDate(date, timeZone);
  return value ? writtenDay(value, 'long') : 'recently';
}

/** "Apr 3, 2026, 14:05" in the zone; an unreadable date is ''. */
export function formatMoment(date: string | Date, timeZone: string): string {
  const value = readDate(date, timeZone);
  return value ? `${writtenDay(value, 'short')}, ${clockTime(value)}` : '';
}

/** The day `now` is in the zone, as YYYY-MM-DD (`now` from useNow(), so both sides agree on it). */
export function todayIso(timeZone: string, now: Date | number): string {
  const { year, month, day } = fieldsOf(new Date(now), timeZone);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}
