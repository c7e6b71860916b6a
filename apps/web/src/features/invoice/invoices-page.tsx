import { useSuspenseQuery } from '@tanstack/react-query';
import { useSignedInUser } from '@/features/auth/session-user';
import { Page } from '@/features/shell/page';
import { useTRPC } from '@/lib/trpc';
import { GenerateInvoicesForm } from './generate-invoices-form';
import { InvoiceList } from './invoice-list';
import { MarkPaidDialog } from './mark-paid-dialog';

export const INVOICES_PAGE = {
  title: 'Invoices',
  description: 'Invoices in US dollars, newest first. Pay by bank transfer, quoting the invoice number.',
};

const EMPTY = {
  client: 'Invoices appear here at the end of each month, once you approve your developers’ hours.',
  developer: 'Your earnings statements appear here once your approved hours are invoiced.',
  admin: 'No invoice has been made yet.',
} as const;

/** /invoices: a client's invoices, a developer's statements, every invoice for an admin (who also generates). */
export function InvoicesPage() {
  const trpc = useTRPC();
  const user = useSignedInUser();
  const { data: invoices } = useSuspenseQuery(trpc.invoice.list.queryOptions());
  return (
    <Page {...INVOICES_PAGE}>
      <div className="flex flex-col gap-6">
        {user.role === 'admin' ? <GenerateInvoicesForm /> : null}
        <InvoiceList
          invoices={invoices}
          empty={EMPTY[user.role]}
          actionsOf={
            user.role === 'admin'
              ? (invoice) => (invoice.status === 'issued' ? <MarkPaidDialog invoice={invoice} /> : null)
              : undefined
          }
        />
      </div>
    </Page>
  );
}
