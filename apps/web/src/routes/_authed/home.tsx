import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { FEATURED_INPUT, HomePage } from '@/features/home/home-page';
import { FEATURED_RECOMMENDED } from '@/features/match/recommended-jobs';
import { awaitOnServer } from '@/lib/await-on-server';

export const Route = createFileRoute('/_authed/home')({
  beforeLoad: allowRoles('developer', 'client'),
  // The featured list is beside the page's links, so the page does not wait for it.
  loader: ({ context }) =>
    awaitOnServer(
      context.user?.role === 'developer'
        ? context.queryClient.prefetchQuery(context.trpc.job.recommended.queryOptions(FEATURED_RECOMMENDED))
        : context.user?.role === 'client'
          ? context.queryClient.prefetchQuery(context.trpc.talent.top.queryOptions(FEATURED_INPUT))
          : Promise.resolve(),
    ),
  component: HomePage,
});
