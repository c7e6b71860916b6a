import { createFileRoute } from '@tanstack/react-router';
import { OnboardingPage } from '@/features/vetting/wizard/onboarding-page';

export const Route = createFileRoute('/developer-onboarding')({
  component: OnboardingPage,
});
