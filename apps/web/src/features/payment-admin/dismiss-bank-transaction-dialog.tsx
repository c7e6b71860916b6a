import { BANK_STATEMENT_LIMITS, BANK_STATEMENT_MESSAGES, type TBankTransaction } from '@talanta/schema';
import { FormField, Textarea } from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { InterviewActionDialog } from '@/features/interview/interview-action-dialog';
import { useTRPC } from '@/lib/trpc';
import { formatSignedBankAmount } from './bank-money';

/**
 * An unmatched transaction leaves the list with a note: money received that pays no invoice
 * (interest, an own transfer), or money paid out that settles no payout (bank charges, a payout
 * marked settled by hand).
 */
export function DismissBankTransactionDialog({ transaction }: { transaction: TBankTransaction }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const dismiss = useMutation(
    trpc.bankTransaction.dismiss.mutationOptions({
      onSettled: () => queryClient.invalidateQueries(trpc.bankTransaction.pathFilter()),
    }),
  );
  const amount = formatSignedBankAmount(transaction.direction, transaction.amountCents, transaction.currency);
  const credit = transaction.direction === 'credit';
  return (
    <InterviewActionDialog
      trigger="Dismiss"
      triggerVariant="ghost"
      triggerLabel={
        credit
          ? `Dismiss: ${amount} from ${transaction.payerName ?? 'an unnamed payer'}`
          : `Dismiss: ${amount} paid out, ${transaction.reference || transaction.endToEndId || 'no reference'}`
      }
      title={`Dismiss ${amount}`}
      description={
        credit
          ? 'For money that pays no invoice. It leaves the list to match; the note says why.'
          : 'For money paid out that settles no payout (bank charges, a payout you marked by hand). It leaves the list; the note says what it was.'
      }
      confirmLabel="Dismiss"
      done={`${amount} dismissed`}
      pending={dismiss.isPending}
      onOpenChange={() => setNote('')}
      onConfirm={async () => {
        if (note.trim().length === 0) return BANK_STATEMENT_MESSAGES.note;
        await dismiss.mutateAsync({ id: transaction.id, note });
      }}
    >
      <FormField label={credit ? 'Why it pays no invoice' : 'What it was'}>
        <Textarea
          required
          maxLength={BANK_STATEMENT_LIMITS.noteMax}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
    </InterviewActionDialog>
  );
}
