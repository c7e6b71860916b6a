import { Page } from '@/features/shell/page';
import { StatementUpload } from './statement-upload';
import { UnmatchedCredits } from './unmatched-credits';

export const PAYMENTS_PAGE = {
  title: 'Payments',
  description:
    'Import the bank’s statement: each US dollar credit quoting one invoice number pays it. What is left waits here to be matched or dismissed.',
};

/** /payments (admins): bank statements in, credits matched to invoices. */
export function PaymentsPage() {
  return (
    <Page {...PAYMENTS_PAGE} width="3xl">
      <div className="flex flex-col gap-10">
        <StatementUpload />
        <UnmatchedCredits />
      </div>
    </Page>
  );
}
