import { createFileRoute } from '@tanstack/react-router';
import { allowAdmins } from '@/features/auth/guards';
import { AdminDashboardPage } from '@/features/vetting/review/admin-dashboard-page';
import { FIRST_REVIEW_PAGE } from '@/features/vetting/review/use-review-list';

export const Route = createFileRoute('/_authed/admin')({
  beforeLoad: allowAdmins,
  // Both lists hold their own states on the page; the loader only starts them.
  loader: ({ context }) => {
    void context.trpc.vetting.list.prefetch(FIRST_REVIEW_PAGE);
    void context.trpc.vetting.listPendingDevelopers.prefetch();
  },
  component: AdminDashboardPage,
});
