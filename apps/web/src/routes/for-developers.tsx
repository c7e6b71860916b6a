import { createFileRoute } from '@tanstack/react-router';
import { ForDevelopersPage } from '@/features/marketing/for-developers-page';
import { loadPublicFigures } from '@/features/marketing/public-figures';
import { forDevelopersMeta } from '@/features/marketing/visitor-page-meta';
import { translatorOf } from '@/lib/i18n';
import { pageHead } from '@/lib/page-meta';

export const Route = createFileRoute('/for-developers')({
  loader: async ({ context }) => {
    await Promise.all([loadPublicFigures(context), context.i18n.load(['visitor'])]);
  },
  head: ({ match }) => pageHead(forDevelopersMeta(translatorOf(match.context.i18n.lingui))),
  component: ForDevelopersPage,
});
