import { JOB_MESSAGES } from '@talanta/schema';
import { Alert, Button, Card, CardContent } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { allowRoles } from '@/features/auth/guards';
import { useSignedInUser } from '@/features/auth/session-user';
import { BackToJobLink } from '@/features/job/back-to-job-link';
import { JobNotFound } from '@/features/job/job-not-found';
import { jobError, jobPending } from '@/features/job/job-route-states';
import { PostJobForm } from '@/features/job/post-job-form';
import { Page } from '@/features/shell/page';
import { missingAsNotFound, notFoundFrom } from '@/lib/not-found';
import { parseNumericId } from '@/lib/route-params';
import { useTRPC } from '@/lib/trpc';

/** Edit a job: its owner only. Another client sees the same "not found" as for a missing job. */
export const Route = createFileRoute('/_authed/jobs/$id/edit')({
  beforeLoad: allowRoles('client'),
  loader: async ({ context, params }) => {
    await context.queryClient
      .ensureQueryData(context.trpc.job.byId.queryOptions({ id: parseNumericId(params.id) }))
      .catch(missingAsNotFound);
  },
  pendingComponent: jobPending(EditJobFrame),
  errorComponent: jobError(EditJobFrame, { title: 'Job not found' }),
  notFoundComponent: notFoundFrom(jobError(EditJobFrame, { title: 'Job not found' })),
  component: EditJobPage,
});

function EditJobFrame({ children }: { children: ReactNode }) {
  const rawId = Route.useParams().id;
  return (
    <Page
      title="Edit Job"
      description="Applicants still in the pipeline are told when the budget or the required skills change."
      width="3xl"
    >
      <BackToJobLink jobId={rawId} />
      {children}
    </Page>
  );
}

function EditJobPage() {
  const trpc = useTRPC();
  const user = useSignedInUser();
  const { data: job } = useSuspenseQuery(
    trpc.job.byId.queryOptions({ id: parseNumericId(Route.useParams().id) }),
  );
  if (job.clientId !== user.id) {
    return (
      <EditJobFrame>
        <JobNotFound title="Job not found" />
      </EditJobFrame>
    );
  }
  return (
    <EditJobFrame>
      {job.status === 'open' ? (
        <Card>
          <CardContent>
            <PostJobForm job={job} />
          </CardContent>
        </Card>
      ) : (
        <Alert title="This job is closed">
          {JOB_MESSAGES.closedNotEditable}.
          <Button asChild variant="secondary" size="sm" className="mt-3">
            <Link to="/jobs/$id" params={{ id: String(job.id) }}>
              Go to the job
            </Link>
          </Button>
        </Alert>
      )}
    </EditJobFrame>
  );
}
