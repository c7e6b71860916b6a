import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicy } from '@/features/legal/privacy-policy';

export const Route = createFileRoute('/privacy')({
  loader: ({ context }) => context.i18n.load(['legal']),
  component: PrivacyPolicy,
});
