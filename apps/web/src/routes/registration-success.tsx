import { createFileRoute } from '@tanstack/react-router';
import { loadPublicFigures } from '@/features/marketing/public-figures';
import { RegistrationSuccessPage } from '@/features/marketing/registration-success-page';
import { REGISTRATION_SUCCESS_META } from '@/features/marketing/visitor-page-meta';
import { pageHead } from '@/lib/page-meta';

export const Route = createFileRoute('/registration-success')({
  loader: ({ context }) => loadPublicFigures(context),
  head: () => pageHead(REGISTRATION_SUCCESS_META),
  component: RegistrationSuccessPage,
});
