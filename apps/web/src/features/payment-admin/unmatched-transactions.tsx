import { EmptyState } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import { formatDay } from '@/lib/format-day';
import { useTRPC } from '@/lib/trpc';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { formatSignedBankAmount, UNMATCHED_REASON_TEXT } from './bank-money';
import { DismissBankTransactionDialog } from './dismiss-bank-transaction-dialog';
import { MatchCreditDialog } from './match-credit-dialog';

export const UNMATCHED_QUERY = { status: 'unmatched', limit: 50, offset: 0 } as const;

/**
 * Credits no invoice number matched and debits that settled no payout: each as a card with its
 * date, amount, payer and reference.
 */
export function UnmatchedTransactions() {
  const trpc = useTRPC();
  const timeZone = useViewerTimeZone();
  const { data } = useSuspenseQuery(trpc.bankTransaction.list.queryOptions(UNMATCHED_QUERY));
  return (
    <section aria-labelledby="to-match-heading" className="flex flex-col gap-4">
      <h2 id="to-match-heading" className="text-lg font-semibold text-ink">
        To match <span className="font-normal text-ink-muted">({data.total})</span>
      </h2>
      {data.transactions.length === 0 ? (
        <EmptyState
          icon={<Landmark aria-hidden="true" className="size-5" />}
          title="Nothing to match"
          description="Every transaction of the imported statements paid an invoice, settled a payout or was dismissed."
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {data.transactions.map((transaction) => (
            <li
              key={transaction.id}
              className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <p className="text-lg font-semibold text-ink">
                  {formatSignedBankAmount(
                    transaction.direction,
                    transaction.amountCents,
                    transaction.currency,
                  )}
                  <span className="ml-2 text-sm font-normal text-ink-muted">
                    <span className="sr-only">, </span>
                    {transaction.direction === 'debit' ? 'paid out' : 'received'}, booked{' '}
                    {formatDay(transaction.bookingDate, timeZone)}
                  </span>
                </p>
                {transaction.direction === 'credit' ? (
                  <p className="text-sm text-ink">{transaction.payerName ?? 'Unnamed payer'}</p>
                ) : null}
                <p className="break-words text-sm text-ink-muted">
                  Reference: {transaction.reference || transaction.endToEndId || 'none'}
                </p>
                {transaction.reason ? (
                  <p className="text-sm text-ink-muted">{UNMATCHED_REASON_TEXT[transaction.reason]}</p>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-2">
                {transaction.direction === 'credit' ? <MatchCreditDialog credit={transaction} /> : null}
                <DismissBankTransactionDialog transaction={transaction} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
