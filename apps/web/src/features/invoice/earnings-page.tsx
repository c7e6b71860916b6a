import { formatUsd } from '@talanta/schema';
import { StatCard } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PayoutMethodCard } from '@/features/payout/payout-method-card';
import { Page } from '@/features/shell/page';
import { useTRPC } from '@/lib/trpc';
import { InvoiceList } from './invoice-list';

export const EARNINGS_PAGE = {
  title: 'Earnings',
  description: 'What you have earned, had invoiced and been paid, in US dollars.',
};

/** /earnings for developers: the three sums and the earnings statements. */
export function EarningsPage() {
  const trpc = useTRPC();
  const { data: earnings } = useSuspenseQuery(trpc.invoice.earnings.queryOptions());
  const { data: statements } = useSuspenseQuery(trpc.invoice.list.queryOptions());
  return (
    <Page {...EARNINGS_PAGE}>
      <div className="flex flex-col gap-6">
        <dl className="grid max-w-3xl grid-cols-1 gap-3 sm:grid-cols-3">
          <StatCard
            label="Earned"
            hint="Approved, not yet invoiced"
            value={formatUsd(earnings.earnedCents)}
          />
          <StatCard
            label="Invoiced"
            hint="Waiting for the client"
            value={formatUsd(earnings.invoicedCents)}
          />
          <StatCard label="Paid" hint="The client has paid" value={formatUsd(earnings.paidCents)} />
        </dl>
        <PayoutMethodCard />
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
