import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/** After an offer changed: the offers, the contracts an acceptance made, and the applications. */
export function useOfferRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.offer.pathFilter()),
      queryClient.invalidateQueries(trpc.contract.pathFilter()),
      queryClient.invalidateQueries(trpc.application.pathFilter()),
    ]);
}
