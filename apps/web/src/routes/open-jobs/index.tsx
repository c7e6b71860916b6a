import { createFileRoute } from '@tanstack/react-router';
import { openJobsHead } from '@/features/open-job/open-job-meta';
import { openJobsInput, validateOpenJobsSearch } from '@/features/open-job/open-jobs-input';
import { OpenJobsPage } from '@/features/open-job/open-jobs-page';
import { OpenJobsFailed, OpenJobsPending } from '@/features/open-job/open-jobs-states';
import { translatorOf } from '@/lib/i18n';
import { pageHead } from '@/lib/page-meta';

/**
 * The public job board (issue 40): open jobs their clients list publicly, for anyone, search
 * engines included, drawn by the server with its jobs. `?page=N` pages it.
 */
export const Route = createFileRoute('/open-jobs/')({
  validateSearch: validateOpenJobsSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, deps }) => {
    const texts = context.i18n.load(['jobs']);
    // The screens of a failed load are in the page's language too.
    const [, jobs] = await Promise.allSettled([
      texts,
      context.queryClient.ensureQueryData(context.trpc.openJob.list.queryOptions(openJobsInput(deps.page))),
    ]);
    await texts;
    if (jobs.status === 'rejected') throw jobs.reason;
  },
  head: ({ match }) =>
    pageHead(
      openJobsHead(
        translatorOf(match.context.i18n.lingui),
        match.context.publicOrigin,
        match.search.page ?? 1,
      ),
    ),
  pendingComponent: OpenJobsPending,
  errorComponent: OpenJobsFailed,
  component: OpenJobsRoute,
});

function OpenJobsRoute() {
  const { page = 1 } = Route.useSearch();
  return <OpenJobsPage page={page} />;
}
