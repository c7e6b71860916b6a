import { formatUsd } from '@talanta/schema';
import { StatCard } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PayoutList } from '@/features/payout/payout-list';
import { PayoutMethodCard } from '@/features/payout/payout-method-card';
import { Page } from '@/features/shell/page';
import { useTRPC } from '@/lib/trpc';
import { InvoiceList } from './invoice-list';

export const EARNINGS_PAGE = {
  title: 'Earnings',
  description:
    'Your money at each step, in US dollars: earned, invoiced, paid by the client, paid out to you.',
};

/** /earnings for developers: where their money is, their payout method, payouts and statements. */
export function EarningsPage() {
  const trpc = useTRPC();
  const { data: earnings } = useSuspenseQuery(trpc.invoice.earnings.queryOptions());
  const { data: statements } = useSuspenseQuery(trpc.invoice.list.queryOptions());
  const owed = earnings.payableCents + earnings.inTransitCents;
  return (
    <Page {...EARNINGS_PAGE}>
      <div className="flex flex-col gap-6">
        <dl className="grid max-w-3xl grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard
            compact
            label="Earned"
            hint="Approved, not yet invoiced"
            value={formatUsd(earnings.earnedCents)}
          />
          <StatCard
            compact
            label="Invoiced"
            hint="Waiting for the client"
            value={formatUsd(earnings.invoicedCents)}
          />
          <StatCard
            compact
            label="Paid by the client"
            hint="Talanta then pays you out"
            value={formatUsd(earnings.paidCents)}
          />
          <StatCard
            compact
            label="Paid out"
            hint="Reached your account"
            value={formatUsd(earnings.paidOutCents)}
          />
        </dl>
        {owed > 0 || earnings.trialPaidByTalantaCents > 0 ? (
          <ul className="flex max-w-3xl flex-col gap-1 rounded-lg border border-line bg-surface p-4 text-sm text-ink">
            {earnings.payableCents > 0 ? (
              <li>
                <span className="font-semibold">{formatUsd(earnings.payableCents)}</span> is owed to you and
                goes in Talanta's next payout batch.
              </li>
            ) : null}
            {earnings.inTransitCents > 0 ? (
              <li>
                <span className="font-semibold">{formatUsd(earnings.inTransitCents)}</span> is in a payout on
                its way to you.
              </li>
            ) : null}
            {earnings.trialPaidByTalantaCents > 0 ? (
              <li>
                <span className="font-semibold">{formatUsd(earnings.trialPaidByTalantaCents)}</span> of trial
                hours are paid by Talanta: the client ended the contract as not a fit during the trial.
              </li>
            ) : null}
          </ul>
        ) : null}
        <PayoutMethodCard />
        <PayoutList />
        <section aria-labelledby="statements-heading" className="flex flex-col gap-3">
          <h2 id="statements-heading" className="text-lg font-semibold text-ink">
            Statements
          </h2>
          <InvoiceList
            invoices={statements}
            empty="Your earnings statements appear here once your approved hours are invoiced."
          />
        </section>
      </div>
    </Page>
  );
}
