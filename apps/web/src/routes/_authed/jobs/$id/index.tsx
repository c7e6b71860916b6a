import { createFileRoute } from '@tanstack/react-router';
import { JobApplicationsCard } from '@/features/application/job-applications-card';
import { useSignedInUser } from '@/features/auth/session-user';
import { DeveloperApplySection } from '@/features/job/developer-apply-section';
import { JobQueryState } from '@/features/job/job-load-error';
import { JobOverview } from '@/features/job/job-overview';
import { JobOwnerActions } from '@/features/job/job-owner-actions';
import { JobSummaryCard } from '@/features/job/job-summary-card';
import { Page } from '@/features/shell/page';
import { parseNumericId } from '@/lib/route-params';
import { trpc } from '@/lib/trpc';

/** Job Details (spec 000 §2): any signed-in user; developers apply, the owner runs the pipeline. */
export const Route = createFileRoute('/_authed/jobs/$id/')({
  loader: ({ context, params }) => context.trpc.job.byId.prefetch({ id: parseNumericId(params.id) }),
  component: JobDetailsPage,
});

function JobDetailsPage() {
  const id = parseNumericId(Route.useParams().id);
  const user = useSignedInUser();
  const query = trpc.job.byId.useQuery({ id });
  const job = query.data;
  const isOwner = job !== undefined && user.role === 'client' && job.clientId === user.id;
  return (
    <Page title="Job Details" actions={isOwner ? <JobOwnerActions job={job} /> : undefined}>
      {!job ? (
        <JobQueryState
          isPending={query.isPending}
          error={query.error}
          refetch={query.refetch}
          notFoundTitle="Job Not Found"
          notFoundDescription="The job you're looking for doesn't exist or has been removed."
        />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col gap-6">
            <JobOverview job={job} />
            {user.role === 'developer' && <DeveloperApplySection job={job} />}
            {isOwner && <JobApplicationsCard jobId={job.id} />}
          </div>
          <aside aria-label="About this job" className="flex flex-col gap-6 lg:sticky lg:top-24">
            <JobSummaryCard job={job} />
          </aside>
        </div>
      )}
    </Page>
  );
}
