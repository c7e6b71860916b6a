import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/**
 * Sends an application (both apply forms). Once it is in, what it changed is refreshed: the job
 * (its count and the viewer's own application), that job's applications, My Applications and the
 * developer's dashboard (spec 000 §4, Apply).
 */
export function useApplyToJob(jobId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.application.applyToJob.mutationOptions({
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.job.byId.queryFilter({ id: jobId })),
          queryClient.invalidateQueries(trpc.application.listForJob.queryFilter({ id: jobId })),
          queryClient.invalidateQueries(trpc.application.listMine.pathFilter()),
          queryClient.invalidateQueries(trpc.dashboard.developerStats.pathFilter()),
        ]),
    }),
  );
}
