import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { AdminDashboardPage } from '@/features/vetting/review/admin-dashboard-page';

export const Route = createFileRoute('/_authed/admin')({
  beforeLoad: allowRoles('admin'),
  component: AdminDashboardPage,
});
