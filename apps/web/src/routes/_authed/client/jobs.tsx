import { createFileRoute } from '@tanstack/react-router';
import { allowRoles } from '@/features/auth/guards';
import { ClientJobsPage } from '@/features/job/client-jobs-page';

export const Route = createFileRoute('/_authed/client/jobs')({
  beforeLoad: allowRoles('client'),
  component: ClientJobsPage,
});
