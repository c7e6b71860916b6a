import { createFileRoute } from '@tanstack/react-router';
import { RefereeScreen } from '@/features/vetting/references/referee-screen';

/** /references/{token}: the link a referee is emailed (issue 38); no account needed. */
export const Route = createFileRoute('/references/$token')({
  // The screen's texts, the validation and server messages it shows (`forms`), and the sign-in
  // screens' "This link cannot be used" and "Please try again." (`auth`).
  loader: ({ context }) => context.i18n.load(['references', 'forms']),
  component: RefereePage,
});

function RefereePage() {
  return <RefereeScreen token={Route.useParams().token} />;
}
