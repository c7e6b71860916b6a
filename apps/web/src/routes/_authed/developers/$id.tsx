import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { DeveloperProfileView } from '@/features/talent/developer-profile-view';
import { parseNumericId } from '@/lib/route-params';

/** View Profile from the signed-in browse screens (clients, and admins who browse too). */
export const Route = createFileRoute('/_authed/developers/$id')({
  beforeLoad: allowRoles('client', 'admin'),
  loader: ({ params }) => ({ developerId: parseNumericId(params.id) }),
  component: DeveloperPage,
});

function DeveloperPage() {
  const { developerId } = Route.useLoaderData();
  const { user } = Route.useRouteContext();
  const back =
    user?.role === 'admin'
      ? ({ to: '/browse-developers', label: 'Back to Browse Tech Talent' } as const)
      : ({ to: '/developers', label: 'Back to Browse Developers' } as const);
  return <DeveloperProfileView developerId={developerId} back={back} />;
}
