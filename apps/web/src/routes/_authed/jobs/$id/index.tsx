import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../../features/shell/coming-soon';

export const Route = createFileRoute('/_authed/jobs/$id/')({
  component: () => (
    <ComingSoonPage
      title="Job Details"
      description="The job's budget, skills, length and description, and how to apply."
    />
  ),
});
