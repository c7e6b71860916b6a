import type { TRatingSummary } from '@talanta/schema';

/** "4.5 · 12 reviews", "5.0 · 1 review", or "No reviews yet". */
export function ratingText(rating: TRatingSummary): string {
  if (rating.average === null || rating.count === 0) return 'No reviews yet';
  return `${rating.average.toFixed(1)} · ${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`;
}

/** "3 completed contracts", "1 completed contract". */
export function completedContractsText(count: number): string {
  return `${count} completed ${count === 1 ? 'contract' : 'contracts'}`;
}

/** "23 November 2026" in the viewer's time zone. */
export function formatReviewDate(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(instant));
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
