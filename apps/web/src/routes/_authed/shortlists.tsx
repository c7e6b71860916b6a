import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { SHORTLISTS_PAGE, ShortlistsPage } from '@/features/saved/shortlists-page';
import { pageError, pagePending } from '@/features/shell/route-states';

export const Route = createFileRoute('/_authed/shortlists')({
  beforeLoad: allowRoles('client'),
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(context.trpc.shortlist.list.queryOptions());
  },
  pendingComponent: pagePending(SHORTLISTS_PAGE, 'Loading your shortlists'),
  errorComponent: pageError(SHORTLISTS_PAGE, { title: 'Error loading shortlists. Please try again later.' }),
  component: ShortlistsPage,
});
