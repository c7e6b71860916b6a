import type { TRatingSummary } from '@talanta/schema';
import { dayMonthYear, readDate } from '@/lib/format-day';

/** "4.5 · 12 reviews", "5.0 · 1 review", or "No reviews yet". */
export function ratingText(rating: TRatingSummary): string {
  if (rating.average === null || rating.count === 0) return 'No reviews yet';
  return `${rating.average.toFixed(1)} · ${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`;
}

/** "3 completed contracts", "1 completed contract". */
export function completedContractsText(count: number): string {
  return `${count} completed ${count === 1 ? 'contract' : 'contracts'}`;
}

/** "23 November 2026" in the viewer's time zone; '' for a date it cannot read. */
export function formatReviewDate(instant: string, timeZone: string): string {
  // As a Date, so even a bare day is read as the instant it names (UTC midnight), as it always was.
  const value = readDate(new Date(instant), timeZone);
  return value ? dayMonthYear(value) : '';
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
