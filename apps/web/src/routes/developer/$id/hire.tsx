import { createFileRoute, redirect } from '@tanstack/react-router';
import {
  HireDeveloperFailed,
  HireDeveloperPage,
  HireDeveloperPending,
} from '@/features/talent/hire-developer-page';
import { TALENT_NAMESPACES } from '@/features/talent/talent-namespaces';
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
    const texts = context.i18n.load(TALENT_NAMESPACES);
    const developerId = parseNumericId(params.id);
    void context.queryClient.prefetchQuery(context.trpc.job.listOwn.queryOptions());
    // The page's not-found and error screens are in the page's language too.
    const [, developer] = await Promise.allSettled([
      texts,
      context.queryClient.ensureQueryData(context.trpc.talent.byId.queryOptions({ id: developerId })),
    ]);
    await texts;
    if (developer.status === 'rejected') missingAsNotFound(developer.reason);
    return { developerId };
  },
  pendingComponent: HireDeveloperPending,
  errorComponent: HireDeveloperFailed,
  notFoundComponent: notFoundFrom(HireDeveloperFailed),
  component: HirePage,
});

function HirePage() {
  const { developerId } = Route.useLoaderData();
  return <HireDeveloperPage developerId={developerId} />;
}
