import type { TInvoice } from '@talanta/schema';
import { Badge } from '@talanta/ui';

/** Paid, Credited (credit notes cover it), Overdue, Partially paid, or Issued: in words, not colour alone. */
export function InvoiceStatusBadge({
  invoice,
}: {
  invoice: Pick<TInvoice, 'status' | 'overdue' | 'amountPaidCents'>;
}) {
  if (invoice.status === 'paid') return <Badge variant="accent">Paid</Badge>;
  if (invoice.status === 'credited') return <Badge>Credited</Badge>;
  if (invoice.overdue) return <Badge variant="danger">Overdue</Badge>;
  if ((invoice.amountPaidCents ?? 0) > 0) return <Badge variant="neutral">Partially paid</Badge>;
  return <Badge>Issued</Badge>;
}
