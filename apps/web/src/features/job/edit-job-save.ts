import type { TJobInput, ZJobInput } from '@talanta/schema';
import { toast } from '@talanta/ui';
import { useNavigate } from '@tanstack/react-router';
import type { z } from 'zod';
import { messageOf } from '@/lib/errors';
import { trpc } from '@/lib/trpc';

type JobValues = z.output<typeof ZJobInput>;

/**
 * What the job form's submit does: post a new job (then that job, with its suggested talent), or
 * with `jobId` save the edited job (then back to it). Either way the lists that show jobs are
 * refreshed.
 */
export function useSaveJob(jobId: number | undefined) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const createJob = trpc.job.create.useMutation();
  const updateJob = trpc.job.update.useMutation();
  const refreshLists = () =>
    Promise.all([
      utils.job.list.invalidate(),
      utils.job.listOwn.invalidate(),
      utils.openJob.list.invalidate(),
      utils.dashboard.clientStats.invalidate(),
    ]);

  const post = async (values: JobValues) => {
    try {
      const created = await createJob.mutateAsync(values satisfies TJobInput);
      toast.success('Job posted', { description: 'Your job has been posted successfully.' });
      await refreshLists();
      await navigate({ to: '/jobs/$id', params: { id: String(created.id) } });
    } catch (error) {
      toast.error('Error', { description: messageOf(error, 'An error occurred while posting your job.') });
    }
  };

  const update = async (id: number, values: JobValues) => {
    try {
      await updateJob.mutateAsync({ id, ...values });
      toast.success('Job updated', { description: 'Your changes have been saved.' });
      await Promise.all([
        refreshLists(),
        utils.job.byId.invalidate({ id }),
        utils.openJob.byId.invalidate({ id }),
      ]);
      await navigate({ to: '/jobs/$id', params: { id: String(id) } });
    } catch (error) {
      toast.error('Error', { description: messageOf(error, 'Your changes could not be saved.') });
    }
  };

  return {
    submit: (values: JobValues) => (jobId === undefined ? post(values) : update(jobId, values)),
    isPending: createJob.isPending || updateJob.isPending,
  };
}
