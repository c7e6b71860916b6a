import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { JobApplicationsCard } from '@/features/application/job-applications-card';
import { useSignedInUser } from '@/features/auth/session-user';
import { DeveloperApplySection } from '@/features/job/developer-apply-section';
import { JobOverview } from '@/features/job/job-overview';
import { JobOwnerActions } from '@/features/job/job-owner-actions';
import { jobError, jobPending } from '@/features/job/job-route-states';
import { JobSummaryCard } from '@/features/job/job-summary-card';
import { SuggestedTalentCard, suggestedTalentInput } from '@/features/match/suggested-talent';
import { ClientReviews } from '@/features/review/profile-reviews';
import { SaveJobButton } from '@/features/saved/save-job-button';
import { Page } from '@/features/shell/page';
import { parseNumericId } from '@/lib/route-params';
import { trpc } from '@/lib/trpc';

/** Job Details (spec 000 §2): any signed-in user; developers apply, the owner runs the pipeline. */
export const Route = createFileRoute('/_authed/jobs/$id/')({
  loader: async ({ context, params }) => {
    const job = await context.trpc.job.byId.ensureData({ id: parseNumericId(params.id) });
    // The owner's applicants load beside the page; their card waits on its own.
    if (context.user?.role === 'client' && job.clientId === context.user.id) {
      void context.trpc.application.listForJob.prefetch({ id: job.id });
      if (job.status === 'open') void context.trpc.job.matches.prefetch(suggestedTalentInput(job.id));
    }
    // The client's reviews load beside the page, in their own card.
    void context.trpc.review.listForClient.prefetch({ id: job.clientId });
    // A developer not yet vetted reads their vetting status where Apply would be.
    if (context.user?.role === 'developer' && !job.canApply) await context.trpc.vetting.myStatus.ensureData();
  },
  pendingComponent: jobPending(JobDetailsFrame),
  errorComponent: jobError(JobDetailsFrame, {
    title: 'Job Not Found',
    description: "The job you're looking for doesn't exist or has been removed.",
  }),
  component: JobDetailsPage,
});

function JobDetailsFrame({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Page title="Job Details" actions={actions}>
      {children}
    </Page>
  );
}

function JobDetailsPage() {
  const id = parseNumericId(Route.useParams().id);
  const user = useSignedInUser();
  const [job] = trpc.job.byId.useSuspenseQuery({ id });
  const isOwner = user.role === 'client' && job.clientId === user.id;
  return (
    <JobDetailsFrame
      actions={isOwner ? <JobOwnerActions job={job} /> : <SaveJobButton jobId={job.id} title={job.title} />}
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <JobOverview job={job} />
          {user.role === 'developer' && <DeveloperApplySection job={job} />}
          {isOwner && <JobApplicationsCard jobId={job.id} />}
          {isOwner && job.status === 'open' && <SuggestedTalentCard job={job} />}
        </div>
        <aside aria-label="About this job" className="flex flex-col gap-6 lg:sticky lg:top-24">
          <JobSummaryCard job={job} />
          <ClientReviews clientId={job.clientId} />
        </aside>
      </div>
    </JobDetailsFrame>
  );
}
