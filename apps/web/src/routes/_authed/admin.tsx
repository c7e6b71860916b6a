import { createFileRoute } from '@tanstack/react-router';
import { allowAdmins } from '@/features/auth/guards';
import { AdminDashboardPage } from '@/features/vetting/review/admin-dashboard-page';
import { FIRST_REVIEW_PAGE } from '@/features/vetting/review/use-review-list';
import { awaitOnServer } from '@/lib/await-on-server';

export const Route = createFileRoute('/_authed/admin')({
  beforeLoad: allowAdmins,
  // The review list holds its own states on the page; the loader only starts it.
  loader: ({ context }) =>
    awaitOnServer(
      context.queryClient.prefetchQuery(context.trpc.vetting.list.queryOptions(FIRST_REVIEW_PAGE)),
    ),
  component: AdminDashboardPage,
});
