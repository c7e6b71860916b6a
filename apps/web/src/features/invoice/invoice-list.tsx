import { formatUsd, type TInvoice } from '@talanta/schema';
import { EmptyState } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDay } from '@/lib/format-day';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { InvoiceStatusBadge } from './invoice-status-badge';

/** What the viewer is owed or owes on an invoice: the total, or a developer's statement sum. */
const amountOf = (invoice: TInvoice) => formatUsd(invoice.totalCents ?? invoice.subtotalCents);

/** Invoices (or a developer's statements) as cards: number, period, amount, status, PDF. */
export function InvoiceList({
  invoices,
  empty,
  actionsOf,
}: {
  invoices: TInvoice[];
  empty: string;
  /** What the viewer may do to an invoice (the admin's Mark paid), beside its PDF link. */
  actionsOf?: (invoice: TInvoice) => ReactNode;
}) {
  const timeZone = useViewerTimeZone();
  if (invoices.length === 0)
    return (
      <EmptyState
        icon={<ReceiptText aria-hidden="true" className="size-5" />}
        title="No invoices yet"
        description={empty}
      />
    );
  return (
    <ul className="flex max-w-3xl flex-col gap-3">
      {invoices.map((invoice) => (
        <li
          key={invoice.id}
          className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="flex flex-col gap-1">
            <p className="flex items-center gap-2 font-semibold text-ink">
              <Link
                to="/invoices/$id"
                params={{ id: String(invoice.id) }}
                className="text-ink underline underline-offset-2 hover:text-accent"
              >
                {invoice.number}
              </Link>{' '}
              <InvoiceStatusBadge invoice={invoice} />
            </p>
            <p className="text-sm text-ink-muted">
              {invoice.client.companyName ?? invoice.client.name} · {formatDay(invoice.periodStart, timeZone)}{' '}
              – {formatDay(invoice.periodEnd, timeZone)}
            </p>
            <p className="text-sm text-ink-muted">
              Due {formatDay(invoice.dueDate, timeZone)}
              {invoice.paidAt ? ` · Paid ${formatDay(new Date(invoice.paidAt), timeZone)}` : ''}
            </p>
          </div>
          <div className="flex items-center gap-4 sm:flex-col sm:items-end sm:gap-1">
            <p className="text-lg font-semibold text-ink">
              <span className="sr-only">{invoice.view === 'statement' ? 'Your earnings: ' : 'Total: '}</span>
              {amountOf(invoice)}
            </p>
            <a
              className="text-sm font-medium text-accent underline underline-offset-2"
              href={`/api/invoices/${invoice.id}/pdf`}
              download
            >
              PDF<span className="sr-only"> of {invoice.number}</span>
            </a>
            {actionsOf?.(invoice)}
          </div>
        </li>
      ))}
    </ul>
  );
}
