import { createFileRoute } from '@tanstack/react-router';
import { ForBusinessesPage } from '@/features/marketing/for-businesses-page';
import { loadPublicFigures } from '@/features/marketing/public-figures';
import { forBusinessesMeta } from '@/features/marketing/visitor-page-meta';
import { translatorOf } from '@/lib/i18n';
import { pageHead } from '@/lib/page-meta';

export const Route = createFileRoute('/for-businesses')({
  loader: async ({ context }) => {
    await Promise.all([loadPublicFigures(context, { testimonials: true }), context.i18n.load(['visitor'])]);
  },
  head: ({ match }) => pageHead(forBusinessesMeta(translatorOf(match.context.i18n.lingui))),
  component: ForBusinessesPage,
});
