import { ACCOUNT_SECURITY_MESSAGES } from '@talanta/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { EmailLinkScreen } from '@/features/auth/email-link-screen';
import { tokenSearch } from '@/features/auth/search-params';
import { useTRPC } from '@/lib/trpc';

export const Route = createFileRoute('/undo-email-change')({
  validateSearch: tokenSearch,
  loader: ({ context }) => context.i18n.load(['auth', 'forms']),
  component: UndoEmailChangePage,
});

/** English ids of the `auth` catalogue: translated where the screen draws them (t.text). */
const TEXTS = {
  tabTitle: 'Restore email',
  heading: 'Restore your email address',
  successTitle: 'Email address restored',
  failureTitle: 'Your email address was not restored',
  invalidMessage: ACCOUNT_SECURITY_MESSAGES.invalidUndo,
};

/** /undo-email-change?token=…: the link the old address got when the email was changed. */
function UndoEmailChangePage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const undo = useMutation(
    trpc.auth.undoEmailChange.mutationOptions({
      // Every session of the account ended: forget whoever was signed in here.
      onSuccess: async () => {
        queryClient.clear();
        await router.invalidate();
      },
    }),
  );
  return <EmailLinkScreen token={Route.useSearch().token} mutation={undo} texts={TEXTS} />;
}
