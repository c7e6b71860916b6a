import { EmptyState } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import { formatDay } from '@/lib/format-day';
import { useTRPC } from '@/lib/trpc';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { formatBankAmount, UNMATCHED_REASON_TEXT } from './bank-money';
import { DismissCreditDialog } from './dismiss-credit-dialog';
import { MatchCreditDialog } from './match-credit-dialog';

export const UNMATCHED_QUERY = { status: 'unmatched', limit: 50, offset: 0 } as const;

/** Credits no invoice number matched: each as a card with its date, amount, payer and reference. */
export function UnmatchedCredits() {
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
          description="Every credit of the imported statements paid an invoice or was dismissed."
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {data.transactions.map((credit) => (
            <li
              key={credit.id}
              className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <p className="text-lg font-semibold text-ink">
                  {formatBankAmount(credit.amountCents, credit.currency)}
                  <span className="ml-2 text-sm font-normal text-ink-muted">
                    <span className="sr-only">, </span>booked {formatDay(credit.bookingDate, timeZone)}
                  </span>
                </p>
                <p className="text-sm text-ink">{credit.payerName ?? 'Unnamed payer'}</p>
                <p className="break-words text-sm text-ink-muted">
                  Reference: {credit.reference || credit.endToEndId || 'none'}
                </p>
                {credit.reason ? (
                  <p className="text-sm text-ink-muted">{UNMATCHED_REASON_TEXT[credit.reason]}</p>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-2">
                <MatchCreditDialog credit={credit} />
                <DismissCreditDialog credit={credit} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
