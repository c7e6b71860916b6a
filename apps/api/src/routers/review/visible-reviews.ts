import { type Executor, findVisibleReviewsOf, visibleRatingOf } from '@talanta/db';
import { REVIEW_LIMITS, type TReviewList } from '@talanta/schema';
import { toReviewList } from './to-review';

/** One user's visible reviews as the reviewee: the newest, and the average and count of all. */
export async function visibleReviewList(db: Executor, revieweeId: number): Promise<TReviewList> {
  const [rows, summary] = await Promise.all([
    findVisibleReviewsOf(db, revieweeId, REVIEW_LIMITS.listMax),
    visibleRatingOf(db, revieweeId).executeTakeFirstOrThrow(),
  ]);
  return toReviewList(rows, summary);
}
