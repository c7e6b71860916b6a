import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { pagePending } from '@/features/shell/route-states';
import { REFERENCES_PAGE, ReferencesPage } from '@/features/vetting/references/references-page';

export const Route = createFileRoute('/_authed/vetting/references')({
  beforeLoad: allowRoles('developer'),
  // The page shows "not applied yet" and load failures itself.
  loader: ({ context }) =>
    context.queryClient.prefetchQuery(context.trpc.vetting.myReferences.queryOptions()),
  pendingComponent: pagePending(REFERENCES_PAGE, 'Loading your referees'),
  component: ReferencesPage,
});
