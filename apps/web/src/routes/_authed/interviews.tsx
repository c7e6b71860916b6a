import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { INTERVIEWS_PAGE, InterviewsPage } from '@/features/interview/interviews-page';
import { pageError, pagePending } from '@/features/shell/route-states';

export const Route = createFileRoute('/_authed/interviews')({
  beforeLoad: allowRoles('developer', 'client', 'admin'),
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(context.trpc.interview.list.queryOptions());
  },
  pendingComponent: pagePending(INTERVIEWS_PAGE, 'Loading your interviews'),
  errorComponent: pageError(INTERVIEWS_PAGE, { title: 'Error loading interviews. Please try again later.' }),
  component: InterviewsPage,
});
