import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '../../features/auth/guards';
import { ComingSoonPage } from '../../features/shell/coming-soon';

export const Route = createFileRoute('/_authed/browse-developers')({
  beforeLoad: allowRoles('client', 'admin'),
  component: () => (
    <ComingSoonPage
      title="Browse Tech Talent"
      description="Search vetted Tech Talent by skill, title and location."
    />
  ),
});
