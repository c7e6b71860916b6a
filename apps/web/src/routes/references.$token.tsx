import { createFileRoute } from '@tanstack/react-router';
import { RefereeScreen } from '@/features/vetting/references/referee-screen';

/** /references/{token}: the link a referee is emailed (issue 38); no account needed. */
export const Route = createFileRoute('/references/$token')({
  component: RefereePage,
});

function RefereePage() {
  return <RefereeScreen token={Route.useParams().token} />;
}
