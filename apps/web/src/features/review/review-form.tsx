import { REVIEW_LIMITS, REVIEW_MESSAGES, ZCreateReviewInput } from '@talanta/schema';
import { Alert, Button, FormField, Textarea, toast } from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSignedInUser } from '@/features/auth/session-user';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { RatingInput } from './rating-input';

/** Posts the review; the contract's reviews refetch with the server's answer. */
function useCreateReview(contractId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.review.create.mutationOptions({
      onSuccess: (reviews) =>
        queryClient.setQueryData(trpc.review.forContract.queryKey({ id: contractId }), reviews),
    }),
  );
}

/**
 * The review form of an ended contract: half-star rating and a 20-2000 character comment. A client
 * may also agree to be quoted on the public pages (issue 40): unticked unless they tick it.
 */
export function ReviewForm({ contractId, otherPartyName }: { contractId: number; otherPartyName: string }) {
  const user = useSignedInUser();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [quoteConsent, setQuoteConsent] = useState(false);
  const [errors, setErrors] = useState<{ rating?: string; comment?: string }>({});
  const create = useCreateReview(contractId);
  const length = comment.trim().length;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZCreateReviewInput.safeParse({
      id: contractId,
      rating: rating ?? undefined,
      comment,
      quoteConsent,
    });
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setErrors({
        rating: fields.has('rating') ? REVIEW_MESSAGES.rating : undefined,
        comment: fields.has('comment') ? REVIEW_MESSAGES.comment : undefined,
      });
      return;
    }
    setErrors({});
    create.mutate(parsed.data, { onSuccess: () => toast.success('Review submitted') });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-label={`Review ${otherPartyName}`}
    >
      <RatingInput value={rating} onChange={setRating} error={errors.rating} />
      <FormField
        label="Comment"
        error={errors.comment}
        hint={`${REVIEW_LIMITS.commentMin}-${REVIEW_LIMITS.commentMax} characters`}
      >
        <Textarea
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          maxLength={REVIEW_LIMITS.commentMax}
          rows={5}
        />
      </FormField>
      <p className="-mt-2 text-xs text-ink-subtle" aria-live="polite">
        {length} / {REVIEW_LIMITS.commentMax} characters
        {length < REVIEW_LIMITS.commentMin ? ` (at least ${REVIEW_LIMITS.commentMin})` : ''}
      </p>
      {user.role === 'client' && (
        <label className="flex items-start gap-3 text-sm text-ink">
          <input
            type="checkbox"
            checked={quoteConsent}
            onChange={(event) => setQuoteConsent(event.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-accent"
          />
          <span>Talanta may quote this review on its public pages, with my name and company</span>
        </label>
      )}
      {create.error && (
        <Alert tone="danger" title="Could not submit your review">
          {messageOf(create.error, 'Please try again.')}
        </Alert>
      )}
      <Button type="submit" loading={create.isPending} className="self-start">
        Submit review
      </Button>
    </form>
  );
}
