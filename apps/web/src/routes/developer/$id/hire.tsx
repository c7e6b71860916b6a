import { createFileRoute, redirect } from '@tanstack/react-router';
import { pagePending } from '@/features/shell/route-states';
import { HIRE_PAGE, HireDeveloperFailed, HireDeveloperPage } from '@/features/talent/hire-developer-page';
import { missingAsNotFound, notFoundFrom } from '@/lib/not-found';
import { parseNumericId } from '@/lib/route-params';

/**
 * "Hire this talent": for clients. A visitor is sent to sign up as a client (and comes back here
 * afterwards); other roles go to / like any wrong role.
 */
export const Route = createFileRoute('/developer/$id/hire')({
  beforeLoad: ({ context, location }) => {
    if (!context.user)
      throw redirect({ to: '/register', search: { role: 'client', redirect: location.href } });
    if (context.user.role !== 'client') throw redirect({ to: '/' });
  },
  loader: async ({ context, params }) => {
    const developerId = parseNumericId(params.id);
    void context.queryClient.prefetchQuery(context.trpc.job.listOwn.queryOptions());
    await context.queryClient
      .ensureQueryData(context.trpc.talent.byId.queryOptions({ id: developerId }))
      .catch(missingAsNotFound);
    return { developerId };
  },
  pendingComponent: pagePending(HIRE_PAGE, 'Loading the developer'),
  errorComponent: HireDeveloperFailed,
  notFoundComponent: notFoundFrom(HireDeveloperFailed),
  component: HirePage,
});

function HirePage() {
  const { developerId } = Route.useLoaderData();
  return <HireDeveloperPage developerId={developerId} />;
}
