import { createFileRoute, redirect } from '@tanstack/react-router';
import { homePathFor } from '@/features/auth/role-home';
import { LandingPage } from '@/features/landing/landing-page';
import { loadSectionsAfterHero } from '@/features/landing/load-sections-after-hero';
import { TOP_DEVELOPERS_INPUT } from '@/features/landing/top-developers-input';
import { isTakingOverPrerenderedPage } from '@/lib/prerendered-page';

/**
 * "/": visitors see the landing page. Signed-in people are sent on by role: admins to /admin
 * (route table), everyone else to /dashboard (the landing page's reading of spec 000 §2; the
 * separate home screen lives at /home).
 */
export const Route = createFileRoute('/')({
  beforeLoad: ({ context }) => {
    if (context.user) throw redirect({ to: homePathFor(context.user.role) });
  },
  loader: async ({ context }) => {
    void context.trpc.talent.top.prefetch(TOP_DEVELOPERS_INPUT);
    const sections = loadSectionsAfterHero();
    // Taking over the prerendered page, the sections are on screen already: the hero comes to life
    // without waiting for their code (a failed download is the page's to show, through `use`).
    if (isTakingOverPrerenderedPage()) sections.catch(() => undefined);
    else await sections;
  },
  component: LandingPage,
});
