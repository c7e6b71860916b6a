import {
  formatUsd,
  PAYOUT_LIMITS,
  PAYOUT_MESSAGES,
  PAYOUT_MOVES,
  PAYOUT_STATUS_LABELS,
  type TAdminPayout,
  type TPayoutStatus,
} from '@talanta/schema';
import { FormField, Input, Select } from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { InterviewActionDialog } from '@/features/interview/interview-action-dialog';
import { useTRPC } from '@/lib/trpc';

type Mark = Exclude<TPayoutStatus, 'queued'>;

const MARK_TEXT: Record<Mark, string> = {
  sent: 'Sent: the bank or M-Pesa accepted it',
  settled: 'Paid out: the money reached the developer',
  failed: 'Failed or returned: owed to the developer again',
};

/** The admin records what the bank said of one payout, with the bank's reference. */
export function MarkPayoutDialog({ payout }: { payout: TAdminPayout }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const marks = PAYOUT_MOVES[payout.status] as readonly Mark[];
  const [status, setStatus] = useState<Mark | ''>(marks[0] ?? '');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const update = useMutation(
    trpc.payout.update.mutationOptions({
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.payoutBatch.pathFilter()),
          queryClient.invalidateQueries(trpc.payout.pathFilter()),
          queryClient.invalidateQueries(trpc.ledger.pathFilter()),
        ]),
    }),
  );
  if (marks.length === 0) return null;
  const amount = formatUsd(payout.amountCents);
  return (
    <InterviewActionDialog
      trigger="Mark"
      triggerVariant="secondary"
      triggerLabel={`Mark payout ${payout.reference}: ${amount} to ${payout.developer.name}`}
      title={`Mark ${payout.reference}: ${amount} to ${payout.developer.name}`}
      description={`Now ${PAYOUT_STATUS_LABELS[payout.status].toLowerCase()}, to ${payout.method.masked}. Give the bank’s or M-Pesa’s reference for it.`}
      confirmLabel="Save"
      done={`${payout.reference} marked`}
      pending={update.isPending}
      onOpenChange={() => {
        setStatus(marks[0] ?? '');
        setReference('');
        setReason('');
      }}
      onConfirm={async () => {
        if (!status) return PAYOUT_MESSAGES.status;
        if (reference.trim().length === 0) return PAYOUT_MESSAGES.reference;
        await update.mutateAsync({
          id: payout.id,
          status,
          reference,
          ...(status === 'failed' && reason.trim() ? { reason } : {}),
        });
      }}
    >
      <FormField label="What happened">
        <Select
          value={status}
          onValueChange={setStatus}
          options={marks.map((mark) => ({ value: mark, label: MARK_TEXT[mark] }))}
        />
      </FormField>
      <FormField label="Bank reference">
        <Input
          required
          maxLength={PAYOUT_LIMITS.referenceMax}
          autoComplete="off"
          value={reference}
          onChange={(event) => setReference(event.target.value)}
        />
      </FormField>
      {status === 'failed' ? (
        <FormField label="Why it failed" optional>
          <Input
            maxLength={PAYOUT_LIMITS.reasonMax}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
      ) : null}
    </InterviewActionDialog>
  );
}
