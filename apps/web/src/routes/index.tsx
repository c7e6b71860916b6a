import { createFileRoute, redirect } from '@tanstack/react-router';
import { homePathFor } from '@/features/auth/role-home';
import { LandingPage } from '@/features/landing/landing-page';

/**
 * "/": visitors see the landing page. Signed-in people are sent on by role: admins to /admin
 * (route table), everyone else to /dashboard (the landing page's reading of spec 000 §2; the
 * separate home screen lives at /home).
 */
export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    if (context.user) throw redirect({ to: homePathFor(context.user.role) });
  },
  component: LandingPage,
});
