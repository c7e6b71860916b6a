import { z } from 'zod';
import { text, ZId } from './fields';

/**
 * Reviews both parties leave when a contract ends (issue 13). A rating is 1-5 in half steps; the
 * database keeps it as half stars (2-10) so sums and averages are integer arithmetic.
 */

export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  commentMin: 20,
  commentMax: 2000,
  /** Days after a contract ends during which each party may review, and after which both show. */
  windowDays: 30,
  /** The newest reviews a public list shows; average and count cover all of them. */
  listMax: 50,
} as const;

/** 1, 1.5 ... 5: the choices of the rating input, in order. */
export const REVIEW_RATINGS: readonly number[] = Array.from(
  { length: (REVIEW_LIMITS.ratingMax - REVIEW_LIMITS.ratingMin) * 2 + 1 },
  (_, index) => REVIEW_LIMITS.ratingMin + index / 2,
);

export const REVIEW_MESSAGES = {
  rating: 'Rating must be from 1 to 5 in steps of 0.5',
  comment: `Comment must be ${REVIEW_LIMITS.commentMin}-${REVIEW_LIMITS.commentMax} characters`,
  notEnded: 'You can review this contract once it has ended',
  windowClosed: `The ${REVIEW_LIMITS.windowDays} days to review this contract have passed`,
  alreadyReviewed: 'You have already reviewed this contract',
  clientNotFound: 'Client not found',
  quoteConsent: 'Quote consent must be true or false',
} as const;

export const ratingToHalves = (rating: number): number => Math.round(rating * 2);
export const halvesToRating = (halves: number): number => halves / 2;

/** POST /api/contracts/{id}/reviews (either party, once, within 30 days of the end). */
export const ZCreateReviewInput = z.object({
  id: ZId,
  rating: z
    .number({ error: REVIEW_MESSAGES.rating })
    .min(REVIEW_LIMITS.ratingMin, REVIEW_MESSAGES.rating)
    .max(REVIEW_LIMITS.ratingMax, REVIEW_MESSAGES.rating)
    .multipleOf(0.5, REVIEW_MESSAGES.rating),
  comment: text(REVIEW_MESSAGES.comment)
    .trim()
    .min(REVIEW_LIMITS.commentMin, REVIEW_MESSAGES.comment)
    .max(REVIEW_LIMITS.commentMax, REVIEW_MESSAGES.comment),
  /** The author agrees to be quoted on the public pages with their name and company (issue 40). */
  quoteConsent: z.boolean({ error: REVIEW_MESSAGES.quoteConsent }).default(false),
});
export type TCreateReviewInput = z.input<typeof ZCreateReviewInput>;

const dateTime = z.string().meta({ format: 'date-time' });

/** One review as the lists show it: who wrote it (first name and company, if any), never their email. */
export const ZReview = z.object({
  id: z.number().int(),
  rating: z.number(),
  comment: z.string(),
  reviewerFirstName: z.string(),
  /** The reviewer's company (clients who named one); null for developers. */
  reviewerCompanyName: z.string().nullable(),
  createdAt: dateTime,
});
export type TReview = z.infer<typeof ZReview>;

/** GET /api/contracts/{id}/reviews: the viewer's review, and the other party's once it is visible. */
export const ZContractReviews = z.object({
  mine: ZReview.nullable(),
  /** Null until visible: both reviews are in, or 30 days have passed since the end. */
  theirs: ZReview.nullable(),
  /** The viewer may still write theirs: the contract has ended, within 30 days, not yet reviewed. */
  canReview: z.boolean(),
  /** The end of the 30 days (null while the contract is active). */
  reviewDeadline: dateTime.nullable(),
  /** When the reviews show: when both were in, else the end of the 30 days (null while active). */
  visibleFrom: dateTime.nullable(),
});
export type TContractReviews = z.infer<typeof ZContractReviews>;

/** The average rating (one decimal; null with none) and how many visible reviews make it. */
export const ZRatingSummary = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
});
export type TRatingSummary = z.infer<typeof ZRatingSummary>;

/** GET /api/developers/{id}/reviews and /api/clients/{id}/reviews: visible reviews, newest first. */
export const ZReviewList = ZRatingSummary.extend({ reviews: z.array(ZReview) });
export type TReviewList = z.infer<typeof ZReviewList>;

/** Half stars summed over `count` reviews → the average rating rounded to one decimal. */
export function averageRating(halvesSum: number, count: number): number | null {
  if (count === 0) return null;
  // sum / 2 / count, to tenths: round(sum * 5 / count) / 10.
  return Math.round((halvesSum * 5) / count) / 10;
}
