import { Page } from '@/features/shell/page';
import { LedgerBalances } from './ledger-balances';
import { PayoutBatches } from './payout-batches';
import { StatementUpload } from './statement-upload';
import { UnmatchedTransactions } from './unmatched-transactions';

export const PAYMENTS_PAGE = {
  title: 'Payments',
  description:
    'Import the bank’s statement: each US dollar credit quoting one invoice number pays it; what is left waits here to be matched or dismissed. Then pay developers their shares in payout batches.',
};

/** /payments (admins): bank statements in, credits matched to invoices, payouts out, and the books. */
export function PaymentsPage() {
  return (
    <Page {...PAYMENTS_PAGE} width="3xl">
      <div className="flex flex-col gap-10">
        <StatementUpload />
        <UnmatchedTransactions />
        <PayoutBatches />
        <LedgerBalances />
      </div>
    </Page>
  );
}
