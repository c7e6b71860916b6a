import type { TOpenJob } from '@talanta/schema';
import { formatLongDate } from '@/lib/format-day';
import type { Translate } from '@/lib/i18n';
import { formatRelativeTime, relativeUnit } from '@/lib/relative-time';

// The board's money, dates and words in the page's language, through Intl. English is written as
// the rest of the app writes it (lib/format.ts, lib/format-day.ts, lib/relative-time.ts).

type Budget = Pick<TOpenJob, 'minBudget' | 'maxBudget' | 'budgetType'>;

const dollarFormats = new Map<string, Intl.NumberFormat>();

/** US dollars as the locale writes them: "$2,000" in English, "2000 US$" in Spanish. */
function dollarFormat(locale: string): Intl.NumberFormat {
  let format = dollarFormats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale === 'en' ? 'en-US' : locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
      signDisplay: 'negative',
    });
    dollarFormats.set(locale, format);
  }
  return format;
}

/**
 * A budget's amounts: English writes each ("$40-$60", as lib/format.ts); another language writes
 * the range its own way ("40–60 $" in German).
 */
function range(job: Budget, locale: string, separator: string): string {
  const format = dollarFormat(locale);
  if (job.minBudget === job.maxBudget) return format.format(job.minBudget);
  if (locale !== 'en') return format.formatRange(job.minBudget, job.maxBudget);
  return `${format.format(job.minBudget)}${separator}${format.format(job.maxBudget)}`;
}

/** The card and badge form: "$40-$60/hr" when hourly, "$2,000-$5,000 fixed" otherwise. */
export function openJobBudgetShort(job: Budget, t: Translate): string {
  const amount = range(job, t.locale, '-');
  return job.budgetType === 'hourly' ? t('{amount}/hr', { amount }) : t('{amount} fixed', { amount });
}

/** The apply card's form: "$40 - $60 / hour", or "$2,000 - $5,000 fixed price". */
export function openJobBudgetLong(job: Budget, t: Translate): string {
  const amount = range(job, t.locale, ' - ');
  return job.budgetType === 'hourly'
    ? t('{amount} / hour', { amount })
    : t('{amount} fixed price', { amount });
}

/** "Remote" for remote jobs, else the place as the client wrote it. */
export function openJobLocation(job: Pick<TOpenJob, 'isRemote' | 'location'>, t: Translate): string {
  return job.isRemote ? t('Remote') : job.location;
}

/** "Posted 3 days ago" in the page's language (`now` from useNow(), so both sides agree). */
export function openJobPostedAgo(createdAt: string, now: number, t: Translate): string {
  if (t.locale === 'en') return t('Posted {when}', { when: formatRelativeTime(createdAt, now) });
  const relative = relativeUnit(createdAt, now);
  if (relative === undefined) return t('Posted recently');
  if (relative === null) return t('Posted less than a minute ago');
  const when = new Intl.RelativeTimeFormat(t.locale, { numeric: 'always' }).format(...relative);
  return t('Posted {when}', { when });
}

/** "Posted on November 20, 2026" in the viewer's zone and the page's language. */
export function openJobPostedOn(createdAt: string, timeZone: string, t: Translate): string {
  if (t.locale === 'en') return t('Posted on {date}', { date: formatLongDate(createdAt, timeZone) });
  const day = new Date(createdAt);
  if (Number.isNaN(day.getTime())) return t('Posted recently');
  let date: string;
  try {
    date = new Intl.DateTimeFormat(t.locale, { dateStyle: 'long', timeZone }).format(day);
  } catch {
    date = new Intl.DateTimeFormat(t.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
  }
  return t('Posted on {date}', { date });
}
