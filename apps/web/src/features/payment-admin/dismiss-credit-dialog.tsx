import { BANK_STATEMENT_LIMITS, BANK_STATEMENT_MESSAGES, type TBankTransaction } from '@talanta/schema';
import { FormField, Textarea } from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { InterviewActionDialog } from '@/features/interview/interview-action-dialog';
import { useTRPC } from '@/lib/trpc';
import { formatBankAmount } from './bank-money';

/** Money received that pays no invoice (interest, an own transfer) leaves the list with a note. */
export function DismissCreditDialog({ credit }: { credit: TBankTransaction }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const dismiss = useMutation(
    trpc.bankTransaction.dismiss.mutationOptions({
      onSettled: () => queryClient.invalidateQueries(trpc.bankTransaction.pathFilter()),
    }),
  );
  const amount = formatBankAmount(credit.amountCents, credit.currency);
  return (
    <InterviewActionDialog
      trigger="Dismiss"
      triggerVariant="ghost"
      triggerLabel={`Dismiss: ${amount} from ${credit.payerName ?? 'an unnamed payer'}`}
      title={`Dismiss ${amount}`}
      description="For money that pays no invoice. It leaves the list to match; the note says why."
      confirmLabel="Dismiss"
      done={`${amount} dismissed`}
      pending={dismiss.isPending}
      onOpenChange={() => setNote('')}
      onConfirm={async () => {
        if (note.trim().length === 0) return BANK_STATEMENT_MESSAGES.note;
        await dismiss.mutateAsync({ id: credit.id, note });
      }}
    >
      <FormField label="Why it pays no invoice">
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
