import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { EARNINGS_PAGE, EarningsPage } from '@/features/invoice/earnings-page';
import { pageError, pagePending } from '@/features/shell/route-states';

export const Route = createFileRoute('/_authed/earnings')({
  beforeLoad: allowRoles('developer'),
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(context.trpc.invoice.earnings.queryOptions()),
      context.queryClient.ensureQueryData(context.trpc.invoice.list.queryOptions()),
      // The payout method's card and the payouts show its own loading and error states; it never holds the page.
      context.queryClient.prefetchQuery(context.trpc.payoutMethod.get.queryOptions()),
      context.queryClient.prefetchQuery(context.trpc.payout.list.queryOptions()),
    ]);
  },
  pendingComponent: pagePending(EARNINGS_PAGE, 'Loading your earnings'),
  errorComponent: pageError(EARNINGS_PAGE, { title: 'Error loading earnings. Please try again later.' }),
  component: EarningsPage,
});
