import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '../../features/auth/guards';
import { ComingSoonPage } from '../../features/shell/coming-soon';

export const Route = createFileRoute('/_authed/super-admin')({
  beforeLoad: allowRoles('admin'),
  component: () => (
    <ComingSoonPage
      title="Super Admin Dashboard"
      description="Complete platform administration and management"
    />
  ),
});
