import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboardPage } from '@/features/vetting/review/admin-dashboard-page';
import { allowRoles } from '@/features/auth/guards';

export const Route = createFileRoute('/_authed/admin')({
  beforeLoad: allowRoles('admin'),
  component: AdminDashboardPage,
});
