import type { TReview, TReviewList } from '@talanta/schema';
import { Card, CardContent, ErrorState, Skeleton } from '@talanta/ui';
import { StarRating } from '@/features/landing/star-rating';
import { messageOf } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { QueryBoundary } from '@/lib/query-boundary';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { RatingSummary } from './rating-summary';
import { formatReviewDate, reviewerLabel } from './review-format';

/** One review: stars, the comment, who wrote it and when (in the viewer's zone). */
export function ReviewItem({ review, timeZone }: { review: TReview; timeZone: string }) {
  const t = useT();
  return (
    <article
      className="flex flex-col gap-2"
      aria-label={t('Review by {name}', { name: reviewerLabel(review) })}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StarRating rating={review.rating} />
        <time dateTime={review.createdAt} className="text-xs text-ink-subtle">
          {formatReviewDate(review.createdAt, timeZone, t.locale)}
        </time>
      </div>
      {/* The reviewer's own words, and their name and company. */}
      <p translate="no" className="whitespace-pre-line text-sm text-ink">
        {review.comment}
      </p>
      <p translate="no" className="text-xs text-ink-muted">
        {reviewerLabel(review)}
      </p>
    </article>
  );
}

function ReviewListCard({ title, list, timeZone }: { title: string; list: TReviewList; timeZone: string }) {
  const t = useT();
  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg font-semibold text-ink">{title}</h2>
          <RatingSummary rating={list} />
        </div>
        {list.reviews.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('No reviews yet.')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {list.reviews.map((review) => (
              <li key={review.id} className="py-4 first:pt-0 last:pb-0">
                <ReviewItem review={review} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ReviewsPending({ label }: { label: string }) {
  return (
    <Card role="status" aria-busy="true" aria-label={label}>
      <CardContent className="flex flex-col gap-3">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-16 w-full" />
      </CardContent>
    </Card>
  );
}

interface ReviewsSectionProps {
  title: string;
  /** "Loading reviews from clients": the pending card's name. */
  loadingLabel: string;
  /** "Could not load reviews from clients". */
  failedTitle: string;
  children: (render: (list: TReviewList) => React.ReactNode) => React.ReactNode;
}

/**
 * A reviews card with its own loading and error states, so its page never waits for it. Dates are in
 * the viewer's zone (UTC for visitors), never the browser's: the server draws the page too.
 */
export function ReviewsSection({ title, loadingLabel, failedTitle, children }: ReviewsSectionProps) {
  const t = useT();
  const zone = useViewerTimeZone();
  return (
    <QueryBoundary
      pending={<ReviewsPending label={loadingLabel} />}
      failed={({ error, retry }) => (
        <ErrorState
          title={failedTitle}
          message={t.text(messageOf(error, 'Please try again.'))}
          onRetry={retry}
        />
      )}
    >
      {children((list) => (
        <ReviewListCard title={title} list={list} timeZone={zone} />
      ))}
    </QueryBoundary>
  );
}
