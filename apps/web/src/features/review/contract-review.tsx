import type { TContract, TContractReviews } from '@talanta/schema';
import { Card, CardContent, CardHeader, CardTitle, ErrorState, Skeleton } from '@talanta/ui';
import { useQuery } from '@tanstack/react-query';
import { useSignedInUser } from '@/features/auth/session-user';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { ReviewForm } from './review-form';
import { formatReviewDate } from './review-format';
import { ReviewItem } from './review-list';

/** On the contract detail page: the review form and both parties' reviews once a contract has ended. */
export function ContractReview({ contract }: { contract: TContract }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Reviews</CardTitle>
      </CardHeader>
      <CardContent>
        {contract.status === 'active' ? (
          <p className="text-sm text-ink-muted">
            Reviews open when the contract ends: then you and {contract.otherPartyName} each have 30 days to
            review the other.
          </p>
        ) : (
          <EndedContractReviews contract={contract} />
        )}
      </CardContent>
    </Card>
  );
}

function EndedContractReviews({ contract }: { contract: TContract }) {
  const trpc = useTRPC();
  const reviews = useQuery(trpc.review.forContract.queryOptions({ id: contract.id }));
  if (reviews.isPending)
    return (
      <div role="status" aria-busy="true" aria-label="Loading reviews" className="flex flex-col gap-3">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  if (reviews.isError)
    return (
      <ErrorState
        title="Could not load the reviews"
        message={messageOf(reviews.error, 'Please try again.')}
        onRetry={() => void reviews.refetch()}
        retrying={reviews.isRefetching}
      />
    );
  return <ReviewsOfContract contract={contract} reviews={reviews.data} />;
}

function ReviewsOfContract({ contract, reviews }: { contract: TContract; reviews: TContractReviews }) {
  const { timeZone } = useSignedInUser();
  const { mine, theirs } = reviews;
  const date = (instant: string | null) => (instant ? formatReviewDate(instant, timeZone) : '');
  return (
    <div className="flex flex-col gap-6">
      {!mine && reviews.canReview && (
        <section className="flex flex-col gap-3" aria-labelledby="write-review">
          <h3 id="write-review" className="font-semibold text-ink">
            Review {contract.otherPartyName}
          </h3>
          <p className="text-sm text-ink-muted">
            Open until {date(reviews.reviewDeadline)}. Neither of you sees the other's review until both are
            in.
          </p>
          <ReviewForm contractId={contract.id} otherPartyName={contract.otherPartyName} />
        </section>
      )}
      {!mine && !reviews.canReview && (
        <p className="text-sm text-ink-muted">The 30 days to review this contract have passed.</p>
      )}
      {mine && (
        <section className="flex flex-col gap-3" aria-labelledby="my-review">
          <h3 id="my-review" className="font-semibold text-ink">
            Your review
          </h3>
          {!theirs && (
            <p role="status" className="text-sm text-ink-muted">
              Your review is in. You'll see theirs when they've reviewed you or on {date(reviews.visibleFrom)}
              .
            </p>
          )}
          <ReviewItem review={mine} timeZone={timeZone} />
        </section>
      )}
      {theirs && (
        <section className="flex flex-col gap-3" aria-labelledby="their-review">
          <h3 id="their-review" className="font-semibold text-ink">
            {contract.otherPartyName}'s review of you
          </h3>
          <ReviewItem review={theirs} timeZone={timeZone} />
        </section>
      )}
    </div>
  );
}
