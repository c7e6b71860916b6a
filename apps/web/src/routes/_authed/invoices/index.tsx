import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { INVOICES_PAGE, InvoicesPage } from '@/features/invoice/invoices-page';
import { pageError, pagePending } from '@/features/shell/route-states';

export const Route = createFileRoute('/_authed/invoices/')({
  beforeLoad: allowRoles('client', 'developer', 'admin'),
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(context.trpc.invoice.list.queryOptions());
  },
  pendingComponent: pagePending(INVOICES_PAGE, 'Loading your invoices'),
  errorComponent: pageError(INVOICES_PAGE, { title: 'Error loading invoices. Please try again later.' }),
  component: InvoicesPage,
});
