import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '../../features/auth/guards';
import { ComingSoonPage } from '../../features/shell/coming-soon';

export const Route = createFileRoute('/_authed/post-job')({
  beforeLoad: allowRoles('client'),
  component: () => (
    <ComingSoonPage
      title="Post a Job"
      description="Describe the role, the skills you need and your hourly budget."
    />
  ),
});
