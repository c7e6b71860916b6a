import { INVOICE_LIMITS, INVOICE_MESSAGES, type TInvoice } from '@talanta/schema';
import { FormField, Input } from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSignedInUser } from '@/features/auth/session-user';
import { InterviewActionDialog } from '@/features/interview/interview-action-dialog';
import { todayIn } from '@/features/offer/offer-draft';
import { useTRPC } from '@/lib/trpc';

/**
 * The admin records a bank transfer that paid an invoice: the reference on the bank statement and
 * the day the money arrived. The client and the invoice's developers are told it is paid.
 */
export function MarkPaidDialog({ invoice }: { invoice: TInvoice }) {
  const trpc = useTRPC();
  const { timeZone } = useSignedInUser();
  const [reference, setReference] = useState('');
  const [paidOn, setPaidOn] = useState(() => todayIn(timeZone));
  const queryClient = useQueryClient();
  const markPaid = useMutation(
    trpc.invoice.markPaid.mutationOptions({
      onSettled: () => void queryClient.invalidateQueries(trpc.invoice.pathFilter()),
    }),
  );
  return (
    <InterviewActionDialog
      trigger="Mark paid"
      triggerVariant="secondary"
      // Starts with what the button shows (WCAG 2.5.3, label in name), then which invoice.
      triggerLabel={`Mark paid: ${invoice.number}`}
      title={`Mark ${invoice.number} paid`}
      description="Record the bank transfer from the client's statement. This cannot be undone here."
      confirmLabel="Record payment"
      done={`${invoice.number} marked paid`}
      pending={markPaid.isPending}
      onOpenChange={() => {
        setReference('');
        setPaidOn(todayIn(timeZone));
      }}
      onConfirm={async () => {
        if (reference.trim().length === 0) return INVOICE_MESSAGES.reference;
        await markPaid.mutateAsync({ id: invoice.id, reference, paidAt: paidOn });
      }}
    >
      <FormField label="Bank transfer reference">
        <Input
          required
          maxLength={INVOICE_LIMITS.referenceMax}
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
      </FormField>
      <FormField label="Paid on">
        <Input type="date" required value={paidOn} onChange={(event) => setPaidOn(event.target.value)} />
      </FormField>
    </InterviewActionDialog>
  );
}
