import { formatUsd, type TLedgerBalance } from '@talanta/schema';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/**
 * Assets and expenses are shown as debit balances, liabilities and revenue as credit balances, so
 * each figure reads as what the account holds (what the bank has, what Talanta owes developers).
 */
const DEBIT_KINDS = new Set<TLedgerBalance['kind']>(['asset', 'expense']);
const held = (row: TLedgerBalance) => (DEBIT_KINDS.has(row.kind) ? row.balanceCents : -row.balanceCents);

/** The books (admins): every ledger account's balance, summed from the journal, and their zero sum. */
export function LedgerBalances() {
  const trpc = useTRPC();
  const { data: balances } = useSuspenseQuery(trpc.ledger.balances.queryOptions({}));
  const sum = balances.reduce((total, row) => total + row.balanceCents, 0);
  return (
    <section aria-labelledby="books-heading" className="flex flex-col gap-4">
      <h2 id="books-heading" className="text-lg font-semibold text-ink">
        Books
      </h2>
      <p className="text-sm text-ink-muted">
        Each balance is summed from the ledger’s entries. Debits and credits of all accounts together come to{' '}
        {formatUsd(Math.abs(sum))}
        {sum === 0 ? ': every entry balances.' : ': the books do not balance. Tell the engineers.'}
      </p>
      <dl className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface">
        {balances.map((row) => (
          <div key={row.account} className="flex items-baseline justify-between gap-4 p-3">
            <dt className="min-w-0 text-sm text-ink">
              {row.name}
              <span className="block text-xs text-ink-muted">{row.kind}</span>
            </dt>
            <dd className="shrink-0 font-semibold text-ink tabular-nums">
              {held(row) < 0 ? `−${formatUsd(-held(row))}` : formatUsd(held(row))}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
