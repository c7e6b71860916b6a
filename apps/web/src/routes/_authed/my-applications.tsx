import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '../../features/auth/guards';
import { ComingSoonPage } from '../../features/shell/coming-soon';

export const Route = createFileRoute('/_authed/my-applications')({
  beforeLoad: allowRoles('developer'),
  component: () => (
    <ComingSoonPage
      title="My Applications"
      description="Track every job you have applied to and its status."
    />
  ),
});
