import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { SAVED_JOBS_PAGE, SavedJobsPage } from '@/features/saved/saved-jobs-page';
import { pageError, pagePending } from '@/features/shell/route-states';

export const Route = createFileRoute('/_authed/saved-jobs')({
  beforeLoad: allowRoles('developer'),
  // The cards mark jobs already applied to, as on Browse Jobs; the vetting status loads beside them.
  loader: async ({ context }) => {
    void context.queryClient.prefetchQuery(context.trpc.vetting.myStatus.queryOptions());
    await Promise.all([
      context.queryClient.ensureQueryData(context.trpc.savedJob.list.queryOptions()),
      context.queryClient.ensureQueryData(context.trpc.application.listMine.queryOptions()),
    ]);
  },
  pendingComponent: pagePending(SAVED_JOBS_PAGE, 'Loading your saved jobs'),
  errorComponent: pageError(SAVED_JOBS_PAGE, { title: 'Error loading saved jobs. Please try again later.' }),
  component: SavedJobsPage,
});
