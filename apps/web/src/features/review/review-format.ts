import type { TRatingSummary } from '@talanta/schema';
import { dayMonthYear, readDate } from '@/lib/format-day';
import type { Translate } from '@/lib/i18n';

/** "4.5 · 12 reviews", "5.0 · 1 review", or "No reviews yet", in the page's language (`talent`). */
export function ratingText(rating: TRatingSummary, t: Translate): string {
  if (rating.average === null || rating.count === 0) return t('No reviews yet');
  const average = new Intl.NumberFormat(t.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return t('{average} · {count, plural, one {# review} other {# reviews}}', {
    average: average.format(rating.average),
    count: rating.count,
  });
}

/** "3 completed contracts", "1 completed contract". */
export function completedContractsText(count: number, t: Translate): string {
  return t('{count, plural, one {# completed contract} other {# completed contracts}}', { count });
}

/**
 * "23 November 2026" in the viewer's time zone, written in `locale` when one is given ("23 de
 * noviembre de 2026"); '' for a date it cannot read.
 */
export function formatReviewDate(instant: string, timeZone: string, locale?: string): string {
  // As a Date, so even a bare day is read as the instant it names (UTC midnight), as it always was.
  const value = readDate(new Date(instant), timeZone);
  if (!value) return '';
  if (!locale || locale === 'en') return dayMonthYear(value);
  // The wall-clock day already is the viewer's, so it is written as a UTC day (no second shift).
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(value.year, value.month - 1, value.day));
}

/** "Grace, Kilima Pay" or "Amani". */
export function reviewerLabel(review: {
  reviewerFirstName: string;
  reviewerCompanyName: string | null;
}): string {
  return review.reviewerCompanyName
    ? `${review.reviewerFirstName}, ${review.reviewerCompanyName}`
    : review.reviewerFirstName;
}
