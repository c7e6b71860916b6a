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
        ? context.trpc.job.recommended.prefetch(FEATURED_RECOMMENDED)
        : context.user?.role === 'client'
          ? context.trpc.talent.top.prefetch(FEATURED_INPUT)
          : Promise.resolve(),
    ),
  component: HomePage,
});
