import { createFileRoute } from '@tanstack/react-router';
import { tokenSearch } from '@/features/auth/search-params';
import { UnsubscribeScreen } from '@/features/email-preference/unsubscribe-screen';

/** /unsubscribe?token=…: the footer link of every email that can be turned off (issue 15). */
export const Route = createFileRoute('/unsubscribe')({
  validateSearch: tokenSearch,
  // The screen's texts, the server's messages (`forms`), and "Reading your link", which the
  // referee's screen shares (`references`).
  loader: ({ context }) => context.i18n.load(['unsubscribe', 'forms']),
  component: UnsubscribePage,
});

function UnsubscribePage() {
  return <UnsubscribeScreen token={Route.useSearch().token} />;
}
