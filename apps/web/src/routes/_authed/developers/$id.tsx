import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '../../../features/auth/guards';
import { ComingSoonPage } from '../../../features/shell/coming-soon';
import { parseNumericId } from '../../../lib/route-params';

/** View Profile from the signed-in browse screens (clients, and admins who browse too). */
export const Route = createFileRoute('/_authed/developers/$id')({
  beforeLoad: allowRoles('client', 'admin'),
  loader: ({ params }) => ({ developerId: parseNumericId(params.id) }),
  component: () => (
    <ComingSoonPage
      title="Developer Profile"
      description="Skills, experience, rate, availability and links of this developer."
    />
  ),
});
