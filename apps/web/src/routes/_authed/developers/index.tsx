import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '../../../features/auth/guards';
import { ComingSoonPage } from '../../../features/shell/coming-soon';

export const Route = createFileRoute('/_authed/developers/')({
  beforeLoad: allowRoles('client'),
  component: () => (
    <ComingSoonPage
      title="Browse Developers"
      description="Search vetted Tech Talent by skill, title and location."
    />
  ),
});
