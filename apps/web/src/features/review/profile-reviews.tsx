import type { TReviewList } from '@talanta/schema';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { useTRPC } from '@/lib/trpc';
import { ReviewsSection } from './review-list';

function DeveloperReviewList({ id, render }: { id: number; render: (list: TReviewList) => ReactNode }) {
  const trpc = useTRPC();
  const { data: list } = useSuspenseQuery(trpc.review.listForDeveloper.queryOptions({ id }));
  return render(list);
}

function ClientReviewList({ id, render }: { id: number; render: (list: TReviewList) => ReactNode }) {
  const trpc = useTRPC();
  const { data: list } = useSuspenseQuery(trpc.review.listForClient.queryOptions({ id }));
  return render(list);
}

/** Clients' reviews on a developer's public profile (the developer profile id). */
export function DeveloperReviews({ developerId }: { developerId: number }) {
  const t = useT();
  return (
    <ReviewsSection
      title={t('Reviews from clients')}
      loadingLabel={t('Loading reviews from clients')}
      failedTitle={t('Could not load reviews from clients')}
    >
      {(render) => <DeveloperReviewList id={developerId} render={render} />}
    </ReviewsSection>
  );
}

/** Developers' reviews of a client, where the client's company shows (the client's user id). */
export function ClientReviews({ clientId }: { clientId: number }) {
  const t = useT();
  return (
    <ReviewsSection
      title={t('Reviews from developers')}
      loadingLabel={t('Loading reviews from developers')}
      failedTitle={t('Could not load reviews from developers')}
    >
      {(render) => <ClientReviewList id={clientId} render={render} />}
    </ReviewsSection>
  );
}
