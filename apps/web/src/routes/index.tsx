import { createFileRoute, redirect } from '@tanstack/react-router';
import { homePathFor } from '@/features/auth/role-home';
import { LandingPage, SectionsAfterHero } from '@/features/landing/landing-page';
import { TOP_DEVELOPERS_INPUT } from '@/features/landing/top-developers-input';
import { loadPublicFigures } from '@/features/marketing/public-figures';
import { landingMeta } from '@/features/marketing/visitor-page-meta';
import { awaitOnServer } from '@/lib/await-on-server';
import { translatorOf } from '@/lib/i18n';
import { pageHead } from '@/lib/page-meta';

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
    // The whole page is in the first HTML; a failed download is the page's to show (preload keeps it).
    await Promise.all([
      awaitOnServer(
        context.queryClient.prefetchQuery(context.trpc.talent.top.queryOptions(TOP_DEVELOPERS_INPUT)),
      ),
      SectionsAfterHero.preload?.(),
      loadPublicFigures(context, { testimonials: true, companies: true }),
      // The developer cards' rating and vetting lines are the talent screens' (`talent`).
      context.i18n.load(['visitor', 'talent']),
    ]);
  },
  head: ({ match }) => pageHead(landingMeta(translatorOf(match.context.i18n.lingui))),
  component: LandingPage,
});
