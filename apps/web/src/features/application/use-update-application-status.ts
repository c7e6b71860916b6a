import type { TApplicationStatus, TRejectionReason } from '@talanta/schema';
import { toast } from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageOf } from '@/lib/errors';
import { personName } from '@/lib/format';
import { useTRPC } from '@/lib/trpc';
import { STATUS_LOOKS } from './application-status';

/** What a rejection carries: the reason is required, the note optional. */
export interface RejectionChoice {
  reason: TRejectionReason;
  note: string;
}

/** Moves an application along the pipeline and refreshes the screens that count it. */
export function useUpdateApplicationStatus(jobId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mutation = useMutation(
    trpc.application.updateStatus.mutationOptions({
      onSuccess: (_data, { id }) =>
        Promise.all([
          queryClient.invalidateQueries(trpc.application.listForJob.queryFilter({ id: jobId })),
          queryClient.invalidateQueries(trpc.application.byId.queryFilter({ id })),
          queryClient.invalidateQueries(trpc.job.listOwn.pathFilter()),
          queryClient.invalidateQueries(trpc.dashboard.clientStats.pathFilter()),
        ]),
    }),
  );
  /** Answers whether the move was saved (the reject dialog stays open when it was not). */
  const move = async (
    application: { id: number; developer: { firstName: string; lastName: string } },
    status: TApplicationStatus,
    rejection?: RejectionChoice,
  ): Promise<boolean> => {
    try {
      await mutation.mutateAsync({ id: application.id, status, ...rejection });
      toast.success('Status updated', {
        description: `${personName(application.developer)} is now ${STATUS_LOOKS[status].label}.`,
      });
      return true;
    } catch (error) {
      toast.error('Error', { description: messageOf(error, 'Could not update the application status.') });
      return false;
    }
  };
  return { move, isPending: mutation.isPending, pendingId: mutation.variables?.id };
}
