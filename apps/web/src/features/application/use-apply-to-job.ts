import { trpc } from '@/lib/trpc';

/**
 * Sends an application (both apply forms). Once it is in, what it changed is refreshed: the job
 * (its count and the viewer's own application), that job's applications, My Applications and the
 * developer's dashboard (spec 000 §4, Apply).
 */
export function useApplyToJob(jobId: number) {
  const utils = trpc.useUtils();
  return trpc.application.applyToJob.useMutation({
    onSuccess: () =>
      Promise.all([
        utils.job.byId.invalidate({ id: jobId }),
        utils.application.listForJob.invalidate({ id: jobId }),
        utils.application.listMine.invalidate(),
        utils.dashboard.developerStats.invalidate(),
      ]),
  });
}
