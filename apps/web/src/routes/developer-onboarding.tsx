import { createFileRoute } from '@tanstack/react-router';
import {
  OnboardingFailed,
  OnboardingPage,
  OnboardingPending,
} from '@/features/vetting/wizard/onboarding-page';

export const Route = createFileRoute('/developer-onboarding')({
  // Read afresh on every visit (never from an older cache), so the wizard opens where it was left.
  loader: async ({ context }) => {
    await context.queryClient.fetchQuery(
      context.trpc.vetting.getDraft.queryOptions(undefined, { staleTime: 0 }),
    );
  },
  pendingComponent: OnboardingPending,
  errorComponent: OnboardingFailed,
  component: OnboardingPage,
});
