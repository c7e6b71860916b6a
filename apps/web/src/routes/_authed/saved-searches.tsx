import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { SAVED_SEARCHES_PAGE, SavedSearchesPage } from '@/features/saved/saved-searches-page';
import { pageError, pagePending } from '@/features/shell/route-states';

export const Route = createFileRoute('/_authed/saved-searches')({
  beforeLoad: allowRoles('developer', 'client'),
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(context.trpc.savedSearch.list.queryOptions());
  },
  pendingComponent: pagePending(SAVED_SEARCHES_PAGE, 'Loading your saved searches'),
  errorComponent: pageError(SAVED_SEARCHES_PAGE, {
    title: 'Error loading saved searches. Please try again later.',
  }),
  component: SavedSearchesPage,
});
