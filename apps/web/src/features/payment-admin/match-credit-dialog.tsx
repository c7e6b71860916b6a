import { BANK_STATEMENT_MESSAGES, invoiceNumbersIn, type TBankTransaction } from '@talanta/schema';
import { FormField, Input } from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { InterviewActionDialog } from '@/features/interview/interview-action-dialog';
import { useTRPC } from '@/lib/trpc';
import { formatBankAmount } from './bank-money';

const NUMBER_HINT = 'As printed on the invoice: TAL-2027-000123';

/** The admin applies an unmatched credit to the invoice they found for it, by its number. */
export function MatchCreditDialog({ credit }: { credit: TBankTransaction }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [number, setNumber] = useState('');
  const match = useMutation(
    trpc.bankTransaction.match.mutationOptions({
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.bankTransaction.pathFilter()),
          queryClient.invalidateQueries(trpc.invoice.pathFilter()),
          queryClient.invalidateQueries(trpc.payout.pathFilter()),
          queryClient.invalidateQueries(trpc.ledger.pathFilter()),
        ]),
    }),
  );
  const amount = formatBankAmount(credit.amountCents, credit.currency);
  return (
    <InterviewActionDialog
      trigger="Match to invoice"
      triggerVariant="secondary"
      triggerLabel={`Match to invoice: ${amount} from ${credit.payerName ?? 'an unnamed payer'}`}
      title={`Match ${amount} to an invoice`}
      description="The credit pays the invoice's balance; what is left over becomes the client's credit."
      confirmLabel="Match"
      done={`${amount} matched`}
      pending={match.isPending}
      onOpenChange={() => setNumber('')}
      onConfirm={async () => {
        const [invoiceNumber] = invoiceNumbersIn([number]);
        if (!invoiceNumber) return NUMBER_HINT;
        const invoices = await queryClient.fetchQuery(trpc.invoice.list.queryOptions());
        const invoice = invoices.find((each) => each.number === invoiceNumber);
        if (!invoice) return `${BANK_STATEMENT_MESSAGES.invoiceNotFound}: ${invoiceNumber}`;
        await match.mutateAsync({ id: credit.id, invoiceId: invoice.id });
      }}
    >
      <FormField label="Invoice number" hint={NUMBER_HINT}>
        <Input
          required
          value={number}
          autoComplete="off"
          onChange={(event) => setNumber(event.target.value)}
        />
      </FormField>
    </InterviewActionDialog>
  );
}
