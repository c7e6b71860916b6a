import type { TBankImportItem, TBankImportResult } from '@talanta/schema';
import { formatUsd } from '@talanta/schema';
import { formatBankAmount, formatSignedBankAmount, UNMATCHED_REASON_TEXT } from './bank-money';

function ItemLine({ item }: { item: TBankImportItem }) {
  const paid =
    item.invoiceNumber && item.appliedCents !== undefined
      ? ` → ${item.invoiceNumber}: ${formatUsd(item.appliedCents)} applied` +
        (item.overpaymentCents ? `, ${formatUsd(item.overpaymentCents)} to the client's credit` : '') +
        (item.balanceDueCents ? `, ${formatUsd(item.balanceDueCents)} still due` : '')
      : item.invoiceNumber
        ? ` → ${item.invoiceNumber}`
        : '';
  return (
    <li className="text-sm text-ink">
      {item.direction === 'debit'
        ? `${formatSignedBankAmount('debit', item.amountCents, item.currency)} paid out`
        : `${formatBankAmount(item.amountCents, item.currency)} from ${item.payerName ?? 'an unnamed payer'}`}
      {item.reference ? ` (“${item.reference}”)` : ''}
      {paid}
      {item.reason ? ` — ${UNMATCHED_REASON_TEXT[item.reason]}` : ''}
    </li>
  );
}

function Group({ title, items }: { title: string; items: TBankImportItem[] }) {
  return (
    <details className="rounded-md border border-line p-3" open={items.length > 0 && items.length <= 5}>
      <summary className="cursor-pointer font-medium text-ink">
        {title}: {items.length}
      </summary>
      {items.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-1">
          {items.map((item) => (
            <ItemLine key={item.transactionId} item={item} />
          ))}
        </ul>
      ) : null}
    </details>
  );
}

/** What an import did: new and already imported transactions, each credit's outcome, the payouts it settled, what is left. */
export function ImportSummary({ result }: { result: TBankImportResult }) {
  return (
    <div role="status" className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4">
      <p className="text-ink">
        {result.format === 'csv' ? 'CSV' : result.format} statement: <strong>{result.imported}</strong> new
        transaction
        {result.imported === 1 ? '' : 's'}, <strong>{result.duplicates}</strong> already imported.
      </p>
      <Group title="Paid in full" items={result.matched} />
      <Group title="Paid in part" items={result.partial} />
      <Group title="To match by hand" items={result.unmatched} />
      {result.payoutsSettled.length > 0 ? (
        <div>
          <p className="font-medium text-ink">Payouts the bank paid: {result.payoutsSettled.length}</p>
          <ul className="mt-2 flex flex-col gap-1">
            {result.payoutsSettled.map((payout) => (
              <li key={payout.transactionId} className="text-sm text-ink">
                {payout.reference}: {formatUsd(payout.amountCents)} to {payout.developerName}, bank reference{' '}
                {payout.bankReference}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
