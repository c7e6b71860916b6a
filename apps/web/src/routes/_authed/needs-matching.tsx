import { createFileRoute } from '@tanstack/react-router';
import { allowAdmins } from '@/features/auth/guards';
import { pageError, pagePending } from '@/features/shell/route-states';
import {
  FIRST_NEEDS_MATCHING_PAGE,
  NEEDS_MATCHING_PAGE,
  NeedsMatchingPage,
} from '@/features/super-admin/needs-matching-page';
import { awaitOnServer } from '@/lib/await-on-server';

export const Route = createFileRoute('/_authed/needs-matching')({
  beforeLoad: allowAdmins,
  // The queue is the screen; the figure above it waits in its own section.
  loader: async ({ context }) => {
    const share = context.queryClient.prefetchQuery(context.trpc.superAdmin.introductionShare.queryOptions());
    await context.queryClient.ensureQueryData(
      context.trpc.superAdmin.needsMatching.queryOptions(FIRST_NEEDS_MATCHING_PAGE),
    );
    await awaitOnServer(share);
  },
  pendingComponent: pagePending(NEEDS_MATCHING_PAGE, 'Loading the queue'),
  errorComponent: pageError(NEEDS_MATCHING_PAGE, {
    title: 'Error loading the queue. Please try again later.',
  }),
  component: NeedsMatchingPage,
});
