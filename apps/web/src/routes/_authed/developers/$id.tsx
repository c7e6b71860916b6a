import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { DeveloperProfileFailed, DeveloperProfilePending } from '@/features/talent/developer-profile-states';
import { DeveloperProfileView } from '@/features/talent/developer-profile-view';
import { TALENT_NAMESPACES } from '@/features/talent/talent-namespaces';
import { missingAsNotFound, notFoundFrom } from '@/lib/not-found';
import { parseNumericId } from '@/lib/route-params';

/** View Profile from the signed-in browse screens (clients, and admins who browse too). */
export const Route = createFileRoute('/_authed/developers/$id')({
  beforeLoad: allowRoles('client', 'admin'),
  loader: async ({ context, params }) => {
    const texts = context.i18n.load(TALENT_NAMESPACES);
    const developerId = parseNumericId(params.id);
    // The profile's not-found and error screens are in the page's language too.
    const [, developer] = await Promise.allSettled([
      texts,
      context.queryClient.ensureQueryData(context.trpc.talent.byId.queryOptions({ id: developerId })),
    ]);
    await texts;
    if (developer.status === 'rejected') missingAsNotFound(developer.reason);
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
