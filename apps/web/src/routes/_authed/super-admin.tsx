import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { SuperAdminPage } from '@/features/super-admin/super-admin-page';

export const Route = createFileRoute('/_authed/super-admin')({
  beforeLoad: allowRoles('admin'),
  component: SuperAdminPage,
});
