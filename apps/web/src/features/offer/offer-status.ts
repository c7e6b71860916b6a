import type { TOffer, TOfferStatus } from '@talanta/schema';

export const OFFER_STATUS_LABELS: Record<TOfferStatus, string> = {
  sent: 'Awaiting answer',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

export const OFFER_STATUS_VARIANTS = {
  sent: 'neutral',
  accepted: 'accent',
  declined: 'danger',
  withdrawn: 'neutral',
} as const satisfies Record<TOfferStatus, string>;

/** The viewer received the offer (a developer) when the other party is the client who made it. */
export const receivedByViewer = (offer: TOffer) => offer.otherParty === 'client';

/** The two sections of /offers, with each side's words: what waits for an answer, and the rest. */
export function offerSections(offers: TOffer[], received: boolean) {
  return [
    {
      id: 'waiting',
      title: received ? 'Awaiting your answer' : 'Awaiting answer',
      empty: received ? 'No offers are waiting for your answer.' : 'No offers are waiting for an answer.',
      offers: offers.filter((offer) => offer.status === 'sent'),
    },
    {
      id: 'answered',
      title: 'Answered',
      empty: 'No answered offers yet.',
      offers: offers.filter((offer) => offer.status !== 'sent'),
    },
  ];
}
