import { ACCOUNT_SECURITY_MESSAGES } from '@talanta/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { EmailLinkScreen } from '@/features/auth/email-link-screen';
import { tokenSearch } from '@/features/auth/search-params';
import { useTRPC } from '@/lib/trpc';

export const Route = createFileRoute('/verify-email')({
  validateSearch: tokenSearch,
  loader: ({ context }) => context.i18n.load(['auth', 'forms']),
  component: VerifyEmailPage,
});

/** English ids of the `auth` catalogue: translated where the screen draws them (t.text). */
const TEXTS = {
  tabTitle: 'Verify email',
  heading: 'Verify your email address',
  successTitle: 'Email verified',
  failureTitle: 'Your email address was not verified',
  invalidMessage: ACCOUNT_SECURITY_MESSAGES.invalidVerification,
};

/** /verify-email?token=…: the link emailed at registration or after an email change. */
function VerifyEmailPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // A signed-in user's banner goes away with the refreshed session.
  const verify = useMutation(
    trpc.auth.verifyEmail.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.auth.session.pathFilter()),
    }),
  );
  return <EmailLinkScreen token={Route.useSearch().token} mutation={verify} texts={TEXTS} />;
}
