import { createFileRoute } from '@tanstack/react-router';
import {
  OnboardingFailed,
  OnboardingPage,
  OnboardingPending,
} from '@/features/vetting/wizard/onboarding-page';

export const Route = createFileRoute('/developer-onboarding')({
  // Read afresh on every visit (never from an older cache), so the wizard opens where it was left.
  // The wizard's texts load alongside; they are awaited even when the draft fails, so the failure
  // shows in the page's language.
  loader: async ({ context }) => {
    const [texts, draft] = await Promise.allSettled([
      context.i18n.load(['vetting', 'forms']),
      context.queryClient.fetchQuery(context.trpc.vetting.getDraft.queryOptions(undefined, { staleTime: 0 })),
    ]);
    if (draft.status === 'rejected') throw draft.reason;
    if (texts.status === 'rejected') throw texts.reason;
  },
  pendingComponent: OnboardingPending,
  errorComponent: OnboardingFailed,
  component: OnboardingPage,
});
