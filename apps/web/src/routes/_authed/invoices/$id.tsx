import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { INVOICE_PAGE, InvoiceDetailFailed, InvoicePage } from '@/features/invoice/invoice-page';
import { pagePending } from '@/features/shell/route-states';
import { missingAsNotFound, notFoundFrom } from '@/lib/not-found';
import { parseNumericId } from '@/lib/route-params';

/** /invoices/{id}: the client's invoice, a developer's statement of it, any invoice for an admin. */
export const Route = createFileRoute('/_authed/invoices/$id')({
  beforeLoad: allowRoles('client', 'developer', 'admin'),
  loader: async ({ context, params }) => {
    const id = parseNumericId(params.id);
    await context.queryClient
      .ensureQueryData(context.trpc.invoice.byId.queryOptions({ id }))
      .catch(missingAsNotFound);
    return { id };
  },
  pendingComponent: pagePending(INVOICE_PAGE, 'Loading the invoice'),
  errorComponent: InvoiceDetailFailed,
  notFoundComponent: notFoundFrom(InvoiceDetailFailed),
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { id } = Route.useLoaderData();
  return <InvoicePage id={id} />;
}
