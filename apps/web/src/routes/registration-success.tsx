import { createFileRoute } from '@tanstack/react-router';
import { loadPublicFigures } from '@/features/marketing/public-figures';
import { RegistrationSuccessPage } from '@/features/marketing/registration-success-page';
import { registrationSuccessMeta } from '@/features/marketing/visitor-page-meta';
import { translatorOf } from '@/lib/i18n';
import { pageHead } from '@/lib/page-meta';

export const Route = createFileRoute('/registration-success')({
  loader: async ({ context }) => {
    await Promise.all([loadPublicFigures(context), context.i18n.load(['visitor'])]);
  },
  head: ({ match }) => pageHead(registrationSuccessMeta(translatorOf(match.context.i18n.lingui))),
  component: RegistrationSuccessPage,
});
