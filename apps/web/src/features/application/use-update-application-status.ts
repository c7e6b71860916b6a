import type { TApplicationStatus } from '@talanta/schema';
import { toast } from '@talanta/ui';
import { messageOf } from '@/lib/errors';
import { personName } from '@/lib/format';
import { trpc } from '@/lib/trpc';

import { STATUS_LOOKS } from './application-status';

/** Moves an application along the pipeline and refreshes the screens that count it. */
export function useUpdateApplicationStatus(jobId: number) {
  const utils = trpc.useUtils();
  const mutation = trpc.application.updateStatus.useMutation({
    onSuccess: () =>
      Promise.all([
        utils.application.listForJob.invalidate({ id: jobId }),
        utils.job.listOwn.invalidate(),
        utils.dashboard.clientStats.invalidate(),
      ]),
  });
  const move = async (
    application: { id: number; developer: { firstName: string; lastName: string } },
    status: TApplicationStatus,
  ) => {
    try {
      await mutation.mutateAsync({ id: application.id, status });
      toast.success('Status updated', {
        description: `${personName(application.developer)} is now ${STATUS_LOOKS[status].label}.`,
      });
    } catch (error) {
      toast.error('Error', { description: messageOf(error, 'Could not update the application status.') });
    }
  };
  return { move, isPending: mutation.isPending, pendingId: mutation.variables?.id };
}
