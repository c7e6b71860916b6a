import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { OFFERS_PAGE, OffersPage } from '@/features/offer/offers-page';
import { pageError, pagePending } from '@/features/shell/route-states';

export const Route = createFileRoute('/_authed/offers')({
  beforeLoad: allowRoles('developer', 'client'),
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(context.trpc.offer.list.queryOptions());
  },
  pendingComponent: pagePending(OFFERS_PAGE, 'Loading your offers'),
  errorComponent: pageError(OFFERS_PAGE, { title: 'Error loading offers. Please try again later.' }),
  component: OffersPage,
});
