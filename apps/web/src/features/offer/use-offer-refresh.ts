import { trpc } from '@/lib/trpc';

/** After an offer changed: the offers, the contracts an acceptance made, and the applications. */
export function useOfferRefresh() {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([utils.offer.invalidate(), utils.contract.invalidate(), utils.application.invalidate()]);
}
