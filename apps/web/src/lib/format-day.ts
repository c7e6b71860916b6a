// Dates in the viewer's zone (lib/viewer-time-zone.ts), in the words Intl.DateTimeFormat('en-US')
// uses. A page is drawn on the server (UTC) and hydrated in a browser in any zone, so the zone is
// passed in, never the runtime's own. Intl reads only the numeric fields in that zone and the words
// are written here: month names and time styles differ between Node's ICU and the browser's. Each
// zone's formatter is made on first use (a page's first Intl call is a long task on a slow phone:
// groupThousands in @talanta/schema). Apart from format.ts: money and names are formatted on screens
// that show no dates.

const BARE_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface CalendarFields {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * One formatter per zone, made once: building an Intl.DateTimeFormat costs far more than using it,
 * and a list asks for the same zone once a row. A zone the runtime does not know reads as UTC.
 */
const fieldFormats = new Map<string, Intl.DateTimeFormat>();

function fieldFormat(timeZone: string): Intl.DateTimeFormat {
  let format = fieldFormats.get(timeZone);
  if (format === undefined) {
    const options = {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    } as const;
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone, ...options });
    } catch {
      format = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options });
    }
    fieldFormats.set(timeZone, format);
  }
  return format;
}

function fieldsOf(instant: Date, timeZone: string): CalendarFields {
  const parts = fieldFormat(timeZone).formatToParts(instant);
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

/**
 * A date as the viewer's calendar in `timeZone` sees it. A bare day ("2026-06-03") is that day in
 * every zone (new Date() would read it as UTC midnight, the day before west of Greenwich). Null when
 * the date cannot be read.
 */
function readDate(date: string | Date, timeZone: string): CalendarFields | null {
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

const twoDigits = (value: number) => String(value).padStart(2, '0');
/** "June 3, 2026", or "Jun 3, 2026" with the month's first three letters. */
const writtenDay = (value: CalendarFields, month: 'long' | 'short') => {
  const name = MONTHS[value.month - 1] ?? '';
  return `${month === 'short' ? name.slice(0, 3) : name} ${value.day}, ${value.year}`;
};

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
  return value ? `${writtenDay(value, 'short')}, ${twoDigits(value.hour)}:${twoDigits(value.minute)}` : '';
}

/** The day `now` is in the zone, as YYYY-MM-DD (`now` from useNow(), so both sides agree on it). */
export function todayIso(timeZone: string, now: Date | number): string {
  const { year, month, day } = fieldsOf(new Date(now), timeZone);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}
