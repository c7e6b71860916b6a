import { formatUsd, type TInvoice, type TInvoiceLine } from '@talanta/schema';
import { Alert, Card, CardContent, CardHeader, CardTitle, ErrorState } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { useSignedInUser } from '@/features/auth/session-user';
import { useMarkSubjectRead } from '@/features/notification/use-mark-subject-read';
import { TermDetail } from '@/features/offer/offer-terms';
import { Page } from '@/features/shell/page';
import { useRouteRetry } from '@/features/shell/route-states';
import { formatHours } from '@/features/timesheet/timesheet-status';
import { errorCodeOf } from '@/lib/errors';
import { formatDay } from '@/lib/format-day';
import { useTRPC } from '@/lib/trpc';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { InvoiceStatusBadge } from './invoice-status-badge';
import { MarkPaidDialog } from './mark-paid-dialog';
import { PaymentInstructionsCard } from './payment-instructions-card';

export const INVOICE_PAGE = { title: 'Invoice' };

const titleOf = (invoice: TInvoice) =>
  `${invoice.view === 'statement' ? 'Earnings statement' : 'Invoice'} ${invoice.number}`;

/** One line: who worked, on what, which week, the hours and what they come to. */
function LineRow({ line }: { line: TInvoiceLine }) {
  const timeZone = useViewerTimeZone();
  return (
    <li className="flex flex-col gap-1 border-b border-line py-3 last:border-b-0 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
      <div className="flex min-w-0 flex-col">
        <span className="font-medium text-ink">{line.developerName}</span>
        <span className="text-sm text-ink-muted">
          <Link
            to="/contracts/$id"
            params={{ id: String(line.contractId) }}
            className="text-accent underline underline-offset-2"
          >
            {line.jobTitle ?? `Contract ${line.contractId}`}
          </Link>{' '}
          · week of {formatDay(line.weekStart, timeZone)}
          {line.creditNoteNumber && ` · credited by ${line.creditNoteNumber}`}
        </span>
      </div>
      <span className="text-sm text-ink-muted sm:text-right">
        {formatHours(line.minutes)} × {formatUsd(line.hourlyRateCents)}/hr ={' '}
        <span className="font-semibold text-ink">{formatUsd(line.amountCents)}</span>
      </span>
    </li>
  );
}

/** Credit notes and payments after the total, and the balance left to pay. */
function Settlement({ invoice }: { invoice: TInvoice }) {
  const timeZone = useViewerTimeZone();
  if (invoice.view === 'statement' || (invoice.creditNotes.length === 0 && invoice.payments.length === 0))
    return null;
  return (
    <dl className="flex flex-col gap-1 border-t border-line pt-3 text-sm">
      {invoice.creditNotes.map((note) => (
        <div key={note.id} className="flex justify-between gap-3 text-ink-muted">
          <dt>
            Credit note{' '}
            <a
              className="text-accent underline underline-offset-2"
              href={`/api/credit-notes/${note.id}/pdf`}
              download
            >
              {note.number}
              <span className="sr-only"> (PDF)</span>
            </a>
          </dt>
          <dd className="whitespace-nowrap">−{formatUsd(note.totalCents)}</dd>
        </div>
      ))}
      {invoice.payments.map((payment) => (
        <div
          key={`${payment.reference}-${payment.paidAt}`}
          className="flex justify-between gap-3 text-ink-muted"
        >
          <dt>
            {payment.provider === 'client_credit' ? 'Your credit applied' : 'Paid'}{' '}
            {formatDay(new Date(payment.paidAt), timeZone)} · {payment.reference}
          </dt>
          <dd className="whitespace-nowrap">−{formatUsd(payment.amountCents)}</dd>
        </div>
      ))}
      <div className="flex justify-between text-base font-semibold text-ink">
        <dt>Balance due</dt>
        <dd>{formatUsd(invoice.balanceDueCents ?? 0)}</dd>
      </div>
    </dl>
  );
}

function Totals({ invoice }: { invoice: TInvoice }) {
  if (invoice.view === 'statement')
    return (
      <dl className="flex justify-between border-t border-line pt-3 text-base font-semibold text-ink">
        <dt>Your earnings on this invoice</dt>
        <dd>{formatUsd(invoice.subtotalCents)}</dd>
      </dl>
    );
  return (
    <dl className="flex flex-col gap-1 border-t border-line pt-3 text-sm">
      <div className="flex justify-between text-ink-muted">
        <dt>Subtotal</dt>
        <dd>{formatUsd(invoice.subtotalCents)}</dd>
      </div>
      <div className="flex justify-between text-ink-muted">
        <dt>Platform fee ({invoice.feePercent}%)</dt>
        <dd>{formatUsd(invoice.feeCents ?? 0)}</dd>
      </div>
      <div className="flex justify-between text-base font-semibold text-ink">
        <dt>Total</dt>
        <dd>{formatUsd(invoice.totalCents ?? invoice.subtotalCents)}</dd>
      </div>
    </dl>
  );
}

/**
 * /invoices/{id}: the invoice (or a developer's statement of it): its dates and status, every line,
 * the totals, the PDF; the admin records its payment here. Opening it reads its notices.
 */
export function InvoicePage({ id }: { id: number }) {
  const trpc = useTRPC();
  const user = useSignedInUser();
  const timeZone = useViewerTimeZone();
  const { data: invoice } = useSuspenseQuery(trpc.invoice.byId.queryOptions({ id }));
  useMarkSubjectRead('invoice', id);
  return (
    <Page
      title={titleOf(invoice)}
      description={`${invoice.client.companyName ?? invoice.client.name} · ${formatDay(invoice.periodStart, timeZone)} – ${formatDay(invoice.periodEnd, timeZone)}`}
      actions={
        <a
          className="text-sm font-medium text-accent underline underline-offset-2"
          href={`/api/invoices/${invoice.id}/pdf`}
          download
        >
          Download PDF<span className="sr-only"> of {invoice.number}</span>
        </a>
      }
    >
      <div className="flex max-w-3xl flex-col gap-6">
        <Card>
          <CardHeader row className="items-start gap-2">
            <CardTitle>{invoice.view === 'statement' ? 'Your earnings' : 'Balance due'}</CardTitle>
            <InvoiceStatusBadge invoice={invoice} />
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <p className="text-3xl font-semibold text-ink">
              {invoice.view === 'statement' ? (
                formatUsd(invoice.subtotalCents)
              ) : (
                <>
                  <span className="sr-only">Balance due: </span>
                  {formatUsd(invoice.balanceDueCents ?? invoice.totalCents ?? 0)}
                </>
              )}
            </p>
            {invoice.view !== 'statement' && invoice.balanceDueCents !== invoice.totalCents && (
              <p className="text-sm text-ink-muted">
                Of a total of {formatUsd(invoice.totalCents ?? 0)}: credit notes and payments are below.
              </p>
            )}
            <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4">
              <TermDetail term="Issued">{formatDay(invoice.issueDate, timeZone)}</TermDetail>
              <TermDetail term="Due">{formatDay(invoice.dueDate, timeZone)}</TermDetail>
              <TermDetail term="Status">
                {invoice.status === 'credited'
                  ? 'Credited: nothing to pay'
                  : invoice.paidAt
                    ? `Paid ${formatDay(new Date(invoice.paidAt), timeZone)}`
                    : invoice.overdue
                      ? 'Overdue'
                      : 'Waiting for payment'}
              </TermDetail>
              <TermDetail term="Billed to">
                {invoice.client.companyName ?? invoice.client.name}
                {invoice.client.taxNumber && ` · ${invoice.client.taxNumber}`}
                {invoice.client.address ? (
                  <span className="block whitespace-pre-line text-sm text-ink-muted">
                    {invoice.client.address}
                    {invoice.client.country ? `\n${invoice.client.country}` : ''}
                  </span>
                ) : null}
              </TermDetail>
            </dl>
            <p className="text-xs text-ink-subtle">
              Issued by {invoice.issuer.legalName}
              {invoice.issuer.taxNumbers.length > 0 && ` · ${invoice.issuer.taxNumbers.join(' · ')}`}
            </p>
            {user.role === 'admin' && invoice.status === 'issued' && (
              <div>
                <MarkPaidDialog invoice={invoice} />
              </div>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{invoice.view === 'statement' ? 'Your hours on it' : 'Hours billed'}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-2">
            <ul className="flex flex-col">
              {invoice.lines.map((line) => (
                <LineRow key={line.id} line={line} />
              ))}
            </ul>
            <Totals invoice={invoice} />
            <Settlement invoice={invoice} />
          </CardContent>
        </Card>
        <PaymentInstructionsCard invoice={invoice} />
      </div>
    </Page>
  );
}

/** The invoice is missing (or not the viewer's), or failed to load. */
export function InvoiceDetailFailed({ error, reset }: ErrorComponentProps) {
  const retry = useRouteRetry(reset);
  return (
    <Page {...INVOICE_PAGE}>
      {errorCodeOf(error) === 'NOT_FOUND' ? (
        <Alert tone="danger" title="Invoice not found">
          This invoice does not exist, or it is not yours to see.{' '}
          <Link to="/invoices" className="font-semibold text-accent underline underline-offset-2">
            See your invoices
          </Link>
        </Alert>
      ) : (
        <ErrorState
          title="Error"
          message="This invoice could not be loaded. Please try again."
          onRetry={retry}
        />
      )}
    </Page>
  );
}
