import { createFileRoute } from '@tanstack/react-router';
import { HowItWorksPage } from '@/features/marketing/how-it-works-page';
import { howItWorksMeta } from '@/features/marketing/visitor-page-meta';
import { translatorOf } from '@/lib/i18n';
import { pageHead } from '@/lib/page-meta';

export const Route = createFileRoute('/how-it-works')({
  loader: ({ context }) => context.i18n.load(['visitor']),
  head: ({ match }) => pageHead(howItWorksMeta(translatorOf(match.context.i18n.lingui))),
  component: HowItWorksPage,
});
