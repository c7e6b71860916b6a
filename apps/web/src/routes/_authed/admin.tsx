import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '../../features/auth/guards';
import { ComingSoonPage } from '../../features/shell/coming-soon';

export const Route = createFileRoute('/_authed/admin')({
  beforeLoad: allowRoles('admin'),
  component: () => <ComingSoonPage title="Admin Dashboard" description="Manage developer applications" />,
});
