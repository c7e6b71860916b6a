import { createFileRoute } from '@tanstack/react-router';
import { OPEN_JOB_NOT_FOUND_META } from '@/features/open-job/open-job-meta';
import { OpenJobPage } from '@/features/open-job/open-job-page';
import { OpenJobFailed, OpenJobPending } from '@/features/open-job/open-job-states';
import { missingAsNotFound, notFoundFrom } from '@/lib/not-found';
import { pageHead } from '@/lib/page-meta';
import { parseNumericId } from '@/lib/route-params';

/**
 * One job of the public job board, for anyone: a closed job or one its client keeps off the board
 * is the route's not-found screen (HTTP 404). Applying stays on the signed-in /jobs/{id}.
 */
export const Route = createFileRoute('/open-jobs/$id')({
  loader: async ({ context, params }) => {
    const jobId = parseNumericId(params.id);
    await context.queryClient
      .ensureQueryData(context.trpc.openJob.byId.queryOptions({ id: jobId }))
      .catch(missingAsNotFound);
    return { jobId };
  },
  // For search engines: "<job title> · Talanta", a description, the canonical address, JobPosting.
  // Its JobPosting's code loads with the page, not in the app's first chunk.
  head: async ({ loaderData, match }) => {
    const { queryClient, trpc, publicOrigin } = match.context;
    const job = loaderData && queryClient.getQueryData(trpc.openJob.byId.queryKey({ id: loaderData.jobId }));
    if (!job) return pageHead(OPEN_JOB_NOT_FOUND_META);
    const { openJobHead } = await import('@/features/open-job/open-job-posting');
    return pageHead(openJobHead(job, publicOrigin));
  },
  pendingComponent: OpenJobPending,
  errorComponent: OpenJobFailed,
  notFoundComponent: notFoundFrom(OpenJobFailed),
  component: OpenJobRoute,
});

function OpenJobRoute() {
  const { jobId } = Route.useLoaderData();
  return <OpenJobPage jobId={jobId} />;
}
