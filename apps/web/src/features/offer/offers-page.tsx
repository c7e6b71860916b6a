import type { TOffer } from '@talanta/schema';
import { EmptyState } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Handshake } from 'lucide-react';
import { useSignedInUser } from '@/features/auth/session-user';
import { Page } from '@/features/shell/page';
import { useTRPC } from '@/lib/trpc';
import { OfferCard } from './offer-card';
import { offerSections } from './offer-status';

export const OFFERS_PAGE = {
  title: 'Offers',
  description: 'Offers of work: the terms, where each stands, and the contracts accepted ones started.',
};

function Section({
  id,
  title,
  empty,
  offers,
}: {
  id: string;
  title: string;
  empty: string;
  offers: TOffer[];
}) {
  const headingId = `offers-${id}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {title} <span className="text-sm font-normal text-ink-muted">({offers.length})</span>
      </h2>
      {offers.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line-strong p-4 text-sm text-ink-muted">
          {empty}
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /offers (issue 13): a developer's offers received, a client's offers sent; waiting ones first. */
export function OffersPage() {
  const trpc = useTRPC();
  const { data: offers } = useSuspenseQuery(trpc.offer.list.queryOptions());
  const received = useSignedInUser().role === 'developer';
  return (
    <Page {...OFFERS_PAGE}>
      {offers.length === 0 ? (
        <EmptyState
          icon={<Handshake aria-hidden="true" className="size-5" />}
          title="No offers yet"
          description={
            received
              ? 'Offers from clients appear here, ready for your answer.'
              : 'Make an offer from an applicant on your job, or from a developer’s profile with Hire this talent.'
          }
        />
      ) : (
        <div className="flex max-w-3xl flex-col gap-8">
          {offerSections(offers, received).map((section) => (
            <Section key={section.id} {...section} />
          ))}
        </div>
      )}
    </Page>
  );
}
