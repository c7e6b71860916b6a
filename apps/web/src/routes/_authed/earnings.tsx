import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { EARNINGS_PAGE, EarningsPage } from '@/features/invoice/earnings-page';
import { pageError, pagePending } from '@/features/shell/route-states';

export const Route = createFileRoute('/_authed/earnings')({
  beforeLoad: allowRoles('developer'),
  loader: async ({ context }) => {
    await Promise.all([context.trpc.invoice.earnings.ensureData(), context.trpc.invoice.list.ensureData()]);
  },
  pendingComponent: pagePending(EARNINGS_PAGE, 'Loading your earnings'),
  errorComponent: pageError(EARNINGS_PAGE, { title: 'Error loading earnings. Please try again later.' }),
  component: EarningsPage,
});
