import type { TInvoice } from '@talanta/schema';
import { Badge } from '@talanta/ui';

/** Paid, Overdue (issued and past its due date) or Issued. */
export function InvoiceStatusBadge({ invoice }: { invoice: Pick<TInvoice, 'status' | 'overdue'> }) {
  if (invoice.status === 'paid') return <Badge variant="accent">Paid</Badge>;
  if (invoice.overdue) return <Badge variant="danger">Overdue</Badge>;
  return <Badge>Issued</Badge>;
}
