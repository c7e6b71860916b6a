import { createFileRoute } from '@tanstack/react-router';
import { openJobNotFoundMeta } from '@/features/open-job/open-job-meta';
import { OpenJobPage } from '@/features/open-job/open-job-page';
import { OpenJobFailed, OpenJobPending } from '@/features/open-job/open-job-states';
import { translatorOf } from '@/lib/i18n';
import { missingAsNotFound, notFoundFrom } from '@/lib/not-found';
import { pageHead } from '@/lib/page-meta';
import { parseNumericId } from '@/lib/route-params';

/**
 * One job of the public job board, for anyone: a closed job or one its client keeps off the board
 * is the route's not-found screen (HTTP 404). Applying stays on the signed-in /jobs/{id}.
 */
export const Route = createFileRoute('/open-jobs/$id')({
  loader: async ({ context, params }) => {
    const texts = context.i18n.load(['jobs']);
    const jobId = parseNumericId(params.id);
    // The job's not-found and error screens are in the page's language too.
    const [, job] = await Promise.allSettled([
      texts,
      context.queryClient.ensureQueryData(context.trpc.openJob.byId.queryOptions({ id: jobId })),
    ]);
    await texts;
    if (job.status === 'rejected') missingAsNotFound(job.reason);
    return { jobId };
  },
  // For search engines: "<job title> · Talanta", a description, the canonical address, JobPosting.
  // Its JobPosting's code loads with the page, not in the app's first chunk.
  head: async ({ loaderData, match }) => {
    const { queryClient, trpc, publicOrigin, i18n } = match.context;
    const t = translatorOf(i18n.lingui);
    const job = loaderData && queryClient.getQueryData(trpc.openJob.byId.queryKey({ id: loaderData.jobId }));
    if (!job) return pageHead(openJobNotFoundMeta(t));
    const { openJobHead } = await import('@/features/open-job/open-job-posting');
    return pageHead(openJobHead(job, publicOrigin, t));
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
