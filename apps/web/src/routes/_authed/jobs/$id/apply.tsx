import { Button } from '@talanta/ui';
import { createFileRoute, Link } from '@tanstack/react-router';
import { allowRoles } from '../../../../features/auth/guards';
import { ComingSoonPage } from '../../../../features/shell/coming-soon';

export const Route = createFileRoute('/_authed/jobs/$id/apply')({
  beforeLoad: allowRoles('developer'),
  component: ApplyToJobPage,
});

function ApplyToJobPage() {
  const { id } = Route.useParams();
  return (
    <ComingSoonPage
      title="Apply for this Job"
      description="Your cover letter, hourly rate, estimated hours and start date."
    >
      <Button asChild variant="secondary">
        <Link to="/jobs/$id" params={{ id }}>
          Back to Job Details
        </Link>
      </Button>
    </ComingSoonPage>
  );
}
