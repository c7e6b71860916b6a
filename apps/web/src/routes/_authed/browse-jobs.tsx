import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '../../features/auth/guards';
import { ComingSoonPage } from '../../features/shell/coming-soon';

export const Route = createFileRoute('/_authed/browse-jobs')({
  beforeLoad: allowRoles('developer'),
  component: () => (
    <ComingSoonPage
      title="Browse Jobs"
      description="Find open roles that match your skills, experience and rate."
    />
  ),
});
