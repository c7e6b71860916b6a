import { createFileRoute, redirect } from '@tanstack/react-router';
import { homePathFor } from '@/features/auth/role-home';
import { LandingPage } from '@/features/landing/landing-page';
import { TOP_DEVELOPERS_INPUT } from '@/features/landing/top-developers';

/**
 * "/": visitors see the landing page. Signed-in people are sent on by role: admins to /admin
 * (route table), everyone else to /dashboard (the landing page's reading of spec 000 §2; the
 * separate home screen lives at /home).
 */
export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    if (context.user) throw redirect({ to: homePathFor(context.user.role) });
  },
  loader: ({ context }) => void context.trpc.talent.top.prefetch(TOP_DEVELOPERS_INPUT),
  component: LandingPage,
});
