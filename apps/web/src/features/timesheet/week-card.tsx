import {
  formatUsd,
  type TContract,
  TIMESHEET_LIMITS,
  TIMESHEET_MESSAGES,
  type TTimesheet,
} from '@talanta/schema';
import { Button, FormField, Textarea, toast } from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { InterviewActionDialog } from '@/features/interview/interview-action-dialog';
import { messageOf } from '@/lib/errors';
import { characterCount } from '@/lib/format';
import { useTRPC } from '@/lib/trpc';
import { useSingleFlight } from '@/lib/use-single-flight';
import { formatHours, formatWeekday, TimesheetStatusBadge } from './timesheet-status';

/** One logged week: its days, total and amount; the client approves or disputes a submitted one. */
export function WeekCard({ contract, timesheet }: { contract: TContract; timesheet: TTimesheet }) {
  const viewerIsClient = contract.otherParty === 'developer';
  const title = `Week of ${formatWeekday(timesheet.weekStart)}`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold text-ink">{title}</h4>
        <TimesheetStatusBadge status={timesheet.status} />
      </div>
      {timesheet.entries.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm">
          {timesheet.entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap gap-x-3">
              <span className="w-24 text-ink-muted">{formatWeekday(entry.date)}</span>
              <span className="w-14 text-ink">{formatHours(entry.minutes)}</span>
              <span className="text-ink-muted">{entry.description}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">No hours logged.</p>
      )}
      <p className="text-sm text-ink">
        {formatHours(timesheet.totalMinutes)} · {formatUsd(timesheet.amountCents)}
        {timesheet.invoiceId !== null && <span className="text-ink-muted"> · invoiced</span>}
      </p>
      {timesheet.status === 'disputed' && timesheet.disputeReason && (
        <p className="text-sm text-danger">Disputed: {timesheet.disputeReason}</p>
      )}
      {viewerIsClient && timesheet.status === 'submitted' && (
        <div className="flex flex-wrap gap-2">
          <ApproveButton contract={contract} timesheet={timesheet} label={title} />
          <DisputeDialog contract={contract} timesheet={timesheet} label={title} />
        </div>
      )}
    </li>
  );
}

interface ActionProps {
  contract: TContract;
  timesheet: TTimesheet;
  /** The week's name, so several cards' buttons are told apart by screen readers. */
  label: string;
}

function useTimesheetRefresh(contractId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    void queryClient.invalidateQueries(trpc.timesheet.listForContract.queryFilter({ id: contractId }));
}

function ApproveButton({ contract, timesheet, label }: ActionProps) {
  const trpc = useTRPC();
  const refresh = useTimesheetRefresh(contract.id);
  const approve = useMutation(
    trpc.timesheet.approve.mutationOptions({
      onSuccess: () => toast.success('Week approved'),
      onError: (error) => toast.error(messageOf(error, 'Could not approve the week. Please try again.')),
      onSettled: refresh,
    }),
  );
  // Errors are the mutation's onError toast; the promise's rejection is already handled there.
  const approveOnce = useSingleFlight(() => approve.mutateAsync({ id: timesheet.id }).catch(() => undefined));
  return (
    <Button aria-label={`Approve ${label}`} loading={approve.isPending} onClick={() => void approveOnce()}>
      Approve
    </Button>
  );
}

function DisputeDialog({ contract, timesheet, label }: ActionProps) {
  const trpc = useTRPC();
  const [reason, setReason] = useState('');
  const refresh = useTimesheetRefresh(contract.id);
  const dispute = useMutation(trpc.timesheet.dispute.mutationOptions({ onSettled: refresh }));
  return (
    <InterviewActionDialog
      trigger="Dispute"
      triggerVariant="danger"
      triggerLabel={`Dispute ${label}`}
      title={`Dispute the week of ${formatWeekday(timesheet.weekStart)}?`}
      description={`${contract.otherPartyName} reads your reason, corrects the week and submits it again.`}
      confirmLabel="Dispute week"
      confirmVariant="danger"
      done="Week disputed"
      pending={dispute.isPending}
      onOpenChange={() => setReason('')}
      onConfirm={async () => {
        if (reason.trim().length === 0) return TIMESHEET_MESSAGES.disputeReason;
        await dispute.mutateAsync({ id: timesheet.id, reason });
      }}
    >
      <FormField
        label="What needs correcting"
        hint={characterCount(reason.length, TIMESHEET_LIMITS.disputeReasonMax)}
      >
        <Textarea
          rows={4}
          required
          maxLength={TIMESHEET_LIMITS.disputeReasonMax}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </FormField>
    </InterviewActionDialog>
  );
}
