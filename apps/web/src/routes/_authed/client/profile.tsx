import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '../../../features/auth/guards';
import { ComingSoonPage } from '../../../features/shell/coming-soon';

export const Route = createFileRoute('/_authed/client/profile')({
  beforeLoad: allowRoles('client'),
  component: () => (
    <ComingSoonPage
      title="Company Profile"
      description="Your company profile: name, size, industry and what you build."
    />
  ),
});
