import { APPLICATION_MESSAGES, type TJobDetail } from '@talanta/schema';
import { Alert, Button, Card, CardContent } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ApplicationStatusBadge } from '@/features/application/application-status-badge';
import { ApplyScreenForm } from '@/features/application/apply-screen-form';
import { allowRoles } from '@/features/auth/guards';
import { ApplyJobSummary } from '@/features/job/apply-job-summary';
import { BackToJobLink } from '@/features/job/back-to-job-link';
import { jobError, jobPending } from '@/features/job/job-route-states';
import { Page } from '@/features/shell/page';
import { missingAsNotFound, notFoundFrom } from '@/lib/not-found';
import { parseNumericId } from '@/lib/route-params';
import { useTRPC } from '@/lib/trpc';

/** The apply screen (spec 000 §2): developers only, with the job's summary beside the form. */
export const Route = createFileRoute('/_authed/jobs/$id/apply')({
  beforeLoad: allowRoles('developer'),
  loader: async ({ context, params }) => {
    await context.queryClient
      .ensureQueryData(context.trpc.job.byId.queryOptions({ id: parseNumericId(params.id) }))
      .catch(missingAsNotFound);
  },
  pendingComponent: jobPending(ApplyFrame),
  errorComponent: jobError(ApplyFrame, { title: 'Job not found' }),
  notFoundComponent: notFoundFrom(jobError(ApplyFrame, { title: 'Job not found' })),
  component: ApplyToJobPage,
});

function ApplyFrame({ children }: { children: ReactNode }) {
  const rawId = Route.useParams().id;
  return (
    <Page
      title="Apply for this Job"
      description="Tell the client about your experience, your rate and when you can start."
      width="5xl"
    >
      <BackToJobLink jobId={rawId} />
      {children}
    </Page>
  );
}

function ApplyToJobPage() {
  const trpc = useTRPC();
  const { data: job } = useSuspenseQuery(
    trpc.job.byId.queryOptions({ id: parseNumericId(Route.useParams().id) }),
  );
  return (
    <ApplyFrame>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="lg:order-last lg:sticky lg:top-24">
          <ApplyJobSummary job={job} />
        </div>
        <ApplyBody job={job} />
      </div>
    </ApplyFrame>
  );
}

/**
 * The form, or why there is none: already applied, closed, or a profile still under review. A
 * withdrawn or rejected first application does not stop a second one (`canApply`).
 */
function ApplyBody({ job }: { job: TJobDetail }) {
  if (job.viewerApplication && !job.canApply) {
    return (
      <Alert title="You have already applied to this job">
        <span className="flex flex-wrap items-center gap-2">
          <span aria-hidden="true">Status:</span>{' '}
          <ApplicationStatusBadge status={job.viewerApplication.status} />
        </span>
        <Button asChild variant="secondary" size="sm" className="mt-3">
          <Link to="/my-applications">View My Applications</Link>
        </Button>
      </Alert>
    );
  }
  if (job.status !== 'open') {
    return <Alert title="This job is closed">{APPLICATION_MESSAGES.jobClosed}.</Alert>;
  }
  if (!job.canApply) {
    return (
      <Alert title="Your profile is awaiting approval">{APPLICATION_MESSAGES.developerNotApproved}</Alert>
    );
  }
  return (
    <Card>
      <CardContent>
        <ApplyScreenForm job={job} />
      </CardContent>
    </Card>
  );
}
