import { formatUsd, type TPayout } from '@talanta/schema';
import { Alert, EmptyState, LoadingState } from '@talanta/ui';
import { useQuery } from '@tanstack/react-query';
import { Banknote } from 'lucide-react';
import { formatDayTime } from '@/lib/time-zone';
import { useTRPC } from '@/lib/trpc';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { formatLocalAmount, PayoutStatusBadge } from './payout-status';

/** The dates a payout has reached, oldest first, in the viewer's zone. */
function payoutSteps(payout: TPayout, timeZone: string): string[] {
  const at = (instant: string) => formatDayTime(instant, timeZone);
  return [
    `Queued ${at(payout.createdAt)}`,
    ...(payout.sentAt ? [`Sent ${at(payout.sentAt)}`] : []),
    ...(payout.settledAt ? [`Paid out ${at(payout.settledAt)}`] : []),
    ...(payout.failedAt ? [`Failed ${at(payout.failedAt)}`] : []),
  ];
}

/** The developer's payouts: amount, where it went, its state and the dates of each step. */
export function PayoutList() {
  const trpc = useTRPC();
  const timeZone = useViewerTimeZone();
  const { data: payouts, isPending, isError, refetch } = useQuery(trpc.payout.list.queryOptions());
  return (
    <section aria-labelledby="payouts-heading" className="flex max-w-3xl flex-col gap-3">
      <h2 id="payouts-heading" className="text-lg font-semibold text-ink">
        Payouts
      </h2>
      {isPending ? (
        <LoadingState label="Loading your payouts" minHeight="min-h-16" />
      ) : isError ? (
        <Alert tone="danger">
          Your payouts could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
            Try again
          </button>
        </Alert>
      ) : payouts.length === 0 ? (
        <EmptyState
          icon={<Banknote aria-hidden="true" className="size-5" />}
          title="No payouts yet"
          description="When a client pays an invoice, your share goes in Talanta's next payout batch, to your payout method."
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {payouts.map((payout) => (
            <li key={payout.id} className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-lg font-semibold text-ink">
                  {formatUsd(payout.amountCents)}
                  {payout.localAmount ? (
                    <span className="ml-2 text-sm font-normal text-ink-muted">
                      ({formatLocalAmount(payout.localAmount)})
                    </span>
                  ) : null}
                </p>
                <PayoutStatusBadge status={payout.status} />
              </div>
              <p className="text-sm text-ink">
                To {payout.method.masked} ({payout.method.holderName})
              </p>
              <p className="text-sm text-ink-muted">{payoutSteps(payout, timeZone).join(' · ')}</p>
              <p className="break-words text-sm text-ink-muted">
                Reference {payout.reference}
                {payout.bankReference ? `, bank reference ${payout.bankReference}` : ''}
              </p>
              {payout.status === 'failed' ? (
                <p className="text-sm text-danger">
                  {payout.failureReason ? `${payout.failureReason}. ` : ''}The amount is owed to you again and
                  goes in the next payout batch: check your payout method above.
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
