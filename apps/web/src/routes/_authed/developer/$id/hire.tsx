import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '../../../../features/auth/guards';
import { ComingSoonPage } from '../../../../features/shell/coming-soon';
import { parseNumericId } from '../../../../lib/route-params';

/** "Hire this talent": hiring is for clients; visitors sign in first and come back here. */
export const Route = createFileRoute('/_authed/developer/$id/hire')({
  beforeLoad: allowRoles('client'),
  loader: ({ params }) => ({ developerId: parseNumericId(params.id) }),
  component: () => (
    <ComingSoonPage
      title="Hire this talent"
      description="Tell this developer about your project and start a conversation."
    />
  ),
});
