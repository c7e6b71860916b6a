import { createFileRoute, redirect } from '@tanstack/react-router';
import { HireDeveloperPage } from '@/features/talent/hire-developer-page';
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
  loader: ({ params }) => ({ developerId: parseNumericId(params.id) }),
  component: HirePage,
});

function HirePage() {
  const { developerId } = Route.useLoaderData();
  return <HireDeveloperPage developerId={developerId} />;
}
