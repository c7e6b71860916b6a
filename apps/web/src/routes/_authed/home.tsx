import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '../../features/auth/guards';
import { ComingSoonPage } from '../../features/shell/coming-soon';

export const Route = createFileRoute('/_authed/home')({
  beforeLoad: allowRoles('developer', 'client'),
  component: () => (
    <ComingSoonPage title="Home" description="Shortcuts to your dashboard, profile, jobs and messages." />
  ),
});
