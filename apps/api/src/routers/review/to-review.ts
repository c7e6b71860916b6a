import type { ReviewRecord } from '@talanta/db';
import {
  averageRating,
  halvesToRating,
  REVIEW_LIMITS,
  type TContractReviews,
  type TReview,
  type TReviewList,
} from '@talanta/schema';
import { DAY_MS } from '../../auth/tokens';

/** The one mapping of a review row to what the API shows. */
export function toReview(row: ReviewRecord): TReview {
  return {
    id: row.id,
    rating: halvesToRating(row.ratingHalves),
    comment: row.comment,
    reviewerFirstName: row.reviewerFirstName,
    reviewerCompanyName: row.reviewerCompanyName ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A contract's reviews as one party sees them: always their own, the other's only once the
 * database says it shows (both in, or the 30 days passed).
 */
export function toContractReviews(
  rows: (ReviewRecord & { isVisible: boolean })[],
  contract: { status: string; endedAt: Date | null },
  viewerId: number,
): TContractReviews {
  const mine = rows.find((row) => row.reviewerId === viewerId);
  const theirs = rows.find((row) => row.reviewerId !== viewerId);
  const deadline = contract.endedAt
    ? new Date(contract.endedAt.getTime() + REVIEW_LIMITS.windowDays * DAY_MS)
    : null;
  const bothIn = mine && theirs;
  const visibleFrom = bothIn
    ? new Date(Math.max(mine.createdAt.getTime(), theirs.createdAt.getTime()))
    : deadline;
  return {
    mine: mine ? toReview(mine) : null,
    theirs: theirs?.isVisible ? toReview(theirs) : null,
    canReview: contract.status === 'ended' && !mine && deadline !== null && Date.now() < deadline.getTime(),
    reviewDeadline: deadline?.toISOString() ?? null,
    visibleFrom: visibleFrom?.toISOString() ?? null,
  };
}

/** A public list: the newest visible reviews, with the average and count of all of them. */
export function toReviewList(
  rows: ReviewRecord[],
  summary: { halvesSum: number; reviewCount: number },
): TReviewList {
  return {
    average: averageRating(summary.halvesSum, summary.reviewCount),
    count: summary.reviewCount,
    reviews: rows.map(toReview),
  };
}
