import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '../../../features/auth/guards';
import { ComingSoonPage } from '../../../features/shell/coming-soon';

export const Route = createFileRoute('/_authed/developer/profile')({
  beforeLoad: allowRoles('developer'),
  component: () => (
    <ComingSoonPage
      title="My Profile"
      description="Your developer profile: title, bio, skills, rate and availability."
    />
  ),
});
