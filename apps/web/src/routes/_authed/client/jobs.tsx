import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { CLIENT_JOBS_PAGE, ClientJobsPage } from '@/features/job/client-jobs-page';
import { pageError, pagePending } from '@/features/shell/route-states';

export const Route = createFileRoute('/_authed/client/jobs')({
  beforeLoad: allowRoles('client'),
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(context.trpc.job.listOwn.queryOptions());
  },
  pendingComponent: pagePending(CLIENT_JOBS_PAGE, 'Loading your jobs'),
  errorComponent: pageError(CLIENT_JOBS_PAGE, { title: 'Error loading your jobs. Please try again later.' }),
  component: ClientJobsPage,
});
