import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { pagePending } from '@/features/shell/route-states';
import { ASSESSMENT_PAGE, AssessmentPage } from '@/features/vetting/assessment/assessment-page';

export const Route = createFileRoute('/_authed/vetting/assessment')({
  beforeLoad: allowRoles('developer'),
  // The page handles "not applied yet" (404) itself, so the status is prefetched, not ensured.
  loader: ({ context }) => context.queryClient.prefetchQuery(context.trpc.vetting.status.queryOptions()),
  pendingComponent: pagePending(ASSESSMENT_PAGE, 'Loading your assessment'),
  component: AssessmentPage,
});
