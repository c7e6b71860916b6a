import type { TJobInput, ZJobInput } from '@talanta/schema';
import { toast } from '@talanta/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { z } from 'zod';
import { messageOf } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';

type JobValues = z.output<typeof ZJobInput>;

/**
 * What the job form's submit does: post a new job (then that job, with its suggested talent), or
 * with `jobId` save the edited job (then back to it). Either way the lists that show jobs are
 * refreshed.
 */
export function useSaveJob(jobId: number | undefined) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const createJob = useMutation(trpc.job.create.mutationOptions());
  const updateJob = useMutation(trpc.job.update.mutationOptions());
  const refreshLists = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.job.list.pathFilter()),
      queryClient.invalidateQueries(trpc.job.listOwn.pathFilter()),
      queryClient.invalidateQueries(trpc.openJob.list.pathFilter()),
      queryClient.invalidateQueries(trpc.dashboard.clientStats.pathFilter()),
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
        queryClient.invalidateQueries(trpc.job.byId.queryFilter({ id })),
        queryClient.invalidateQueries(trpc.openJob.byId.queryFilter({ id })),
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
