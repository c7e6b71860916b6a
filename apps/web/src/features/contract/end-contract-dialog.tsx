import { CONTRACT_LIMITS, CONTRACT_MESSAGES, type TContract } from '@talanta/schema';
import { FormField, Textarea } from '@talanta/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { InterviewActionDialog } from '@/features/interview/interview-action-dialog';
import { useOfferRefresh } from '@/features/offer/use-offer-refresh';
import { characterCount } from '@/lib/format';
import { useTRPC } from '@/lib/trpc';

/** "End contract": either party, with a reason (required) the other side reads on the contract. */
export function EndContractDialog({ contract }: { contract: TContract }) {
  const trpc = useTRPC();
  const [reason, setReason] = useState('');
  const refresh = useOfferRefresh();
  const end = useMutation(trpc.contract.end.mutationOptions({ onSuccess: () => void refresh() }));
  return (
    <InterviewActionDialog
      trigger="End contract"
      triggerVariant="danger"
      title="End this contract?"
      description={`${contract.otherPartyName} is told it ended and reads your reason. No more time can be logged against it.`}
      confirmLabel="End contract"
      confirmVariant="danger"
      done="Contract ended"
      pending={end.isPending}
      onOpenChange={() => setReason('')}
      onConfirm={async () => {
        // Shown in the dialog, which stays open for the reason to be written.
        if (reason.trim().length === 0) return CONTRACT_MESSAGES.endReason;
        await end.mutateAsync({ id: contract.id, reason });
      }}
    >
      <FormField label="Reason for ending" hint={characterCount(reason.length, CONTRACT_LIMITS.endReasonMax)}>
        <Textarea
          rows={4}
          required
          maxLength={CONTRACT_LIMITS.endReasonMax}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
    </InterviewActionDialog>
  );
}
