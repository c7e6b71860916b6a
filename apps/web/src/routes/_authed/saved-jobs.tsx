import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { SAVED_JOBS_PAGE, SavedJobsPage } from '@/features/saved/saved-jobs-page';
import { pageError, pagePending } from '@/features/shell/route-states';

export const Route = createFileRoute('/_authed/saved-jobs')({
  beforeLoad: allowRoles('developer'),
  // The cards mark jobs already applied to, as on Browse Jobs; the vetting status loads beside them.
  loader: async ({ context }) => {
    void context.trpc.vetting.myStatus.prefetch();
    await Promise.all([
      context.trpc.savedJob.list.ensureData(),
      context.trpc.application.listMine.ensureData(),
    ]);
  },
  pendingComponent: pagePending(SAVED_JOBS_PAGE, 'Loading your saved jobs'),
  errorComponent: pageError(SAVED_JOBS_PAGE, { title: 'Error loading saved jobs. Please try again later.' }),
  component: SavedJobsPage,
});
