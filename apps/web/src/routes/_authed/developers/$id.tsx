import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { DeveloperProfileFailed, DeveloperProfilePending } from '@/features/talent/developer-profile-states';
import { DeveloperProfileView } from '@/features/talent/developer-profile-view';
import { missingAsNotFound, notFoundFrom } from '@/lib/not-found';
import { parseNumericId } from '@/lib/route-params';

/** View Profile from the signed-in browse screens (clients, and admins who browse too). */
export const Route = createFileRoute('/_authed/developers/$id')({
  beforeLoad: allowRoles('client', 'admin'),
  loader: async ({ context, params }) => {
    const developerId = parseNumericId(params.id);
    await context.queryClient
      .ensureQueryData(context.trpc.talent.byId.queryOptions({ id: developerId }))
      .catch(missingAsNotFound);
    return { developerId };
  },
  pendingComponent: DeveloperProfilePending,
  errorComponent: DeveloperFailed,
  notFoundComponent: notFoundFrom(DeveloperFailed),
  component: DeveloperPage,
});

/** Admins browse at /browse-developers, clients at /developers. */
function useBackToBrowse() {
  const { user } = Route.useRouteContext();
  return user?.role === 'admin'
    ? ({ to: '/browse-developers', label: 'Back to Browse Tech Talent' } as const)
    : ({ to: '/developers', label: 'Back to Browse Developers' } as const);
}

function DeveloperPage() {
  const { developerId } = Route.useLoaderData();
  return <DeveloperProfileView developerId={developerId} back={useBackToBrowse()} />;
}

function DeveloperFailed(props: ErrorComponentProps) {
  return <DeveloperProfileFailed {...props} back={useBackToBrowse()} />;
}
