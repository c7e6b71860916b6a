import type { TInvoice, TPaymentAccount } from '@talanta/schema';
import { Button, Card, CardContent, CardHeader, CardTitle, toast } from '@talanta/ui';
import { Copy } from 'lucide-react';

/** One value to type into a bank's form, with a button that copies it (named by what it copies). */
function CopyableDetail({ term, value }: { term: string; value: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(`${term} copied`);
    } catch {
      toast.error('Copying failed: select the text and copy it by hand.');
    }
  };
  return (
    <div className="flex items-center justify-between gap-2">
      <div className="flex min-w-0 flex-col">
        <dt className="text-xs font-medium tracking-wide text-ink-subtle uppercase">{term}</dt>
        <dd className="font-mono text-sm break-all text-ink">{value}</dd>
      </div>
      <Button variant="ghost" size="sm" aria-label={`Copy ${term}`} onClick={() => void copy()}>
        <Copy aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

function AccountDetails({ account }: { account: TPaymentAccount }) {
  const details: [string, string | null][] = [
    ['Account name', account.accountName],
    ['IBAN', account.iban],
    ['Account number', account.accountNumber],
    ['SWIFT/BIC', account.bic],
    ['IFSC', account.ifsc],
    ['Routing number', account.routingNumber],
  ];
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line p-3">
      <p className="font-medium text-ink">
        {account.bankName} · {account.currency}
      </p>
      <dl className="flex flex-col gap-2">
        {details.map(([term, value]) =>
          value ? <CopyableDetail key={term} term={term} value={value} /> : null,
        )}
      </dl>
    </li>
  );
}

/**
 * How to pay an invoice: the accounts it was issued with and the reference to quote, so the bank
 * statement names the invoice and the payment is matched to it (ADR 0035).
 */
export function PaymentInstructionsCard({ invoice }: { invoice: TInvoice }) {
  const instructions = invoice.paymentInstructions;
  if (!instructions || (invoice.balanceDueCents ?? 0) <= 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>How to pay</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm text-ink-muted">
          Pay by bank transfer to one of these accounts. Quote the reference exactly, so your payment is
          matched to this invoice.
        </p>
        <dl>
          <CopyableDetail term="Reference" value={instructions.reference} />
        </dl>
        <ul className="flex flex-col gap-3">
          {instructions.accounts.map((account) => (
            <AccountDetails key={account.id} account={account} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
