import { LoadingState } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSignedInUser } from '@/features/auth/session-user';
import { DeveloperApplySection } from '@/features/job/developer-apply-section';
import { JobOverview } from '@/features/job/job-overview';
import { jobError, jobPending } from '@/features/job/job-route-states';
import { JobSummaryCard } from '@/features/job/job-summary-card';
import { suggestedTalentInput } from '@/features/match/suggested-talent-input';
import { useMarkSubjectRead } from '@/features/notification/use-mark-subject-read';
import { SaveJobButton } from '@/features/saved/save-job-button';
import { Page } from '@/features/shell/page';
import { loadVettingStatusNoticeFor } from '@/features/vetting/vetting-status-notice';
import { awaitOnServer } from '@/lib/await-on-server';
import { missingAsNotFound, notFoundFrom } from '@/lib/not-found';
import { SectionQueryBoundary } from '@/lib/query-boundary';
import { parseNumericId } from '@/lib/route-params';
import { sectionChunk } from '@/lib/section-chunk';
import { useTRPC } from '@/lib/trpc';

// The owner's tools (applicants, offers, interviews, suggested talent and their dialogs) load for the
// job's owner alone: a developer reading the job, the page's most frequent visitor, fetches none of it.
const loadOwnerView = () => import('@/features/job/job-owner-view');
const JobOwnerActions = lazy(() => loadOwnerView().then((module) => ({ default: module.JobOwnerActions })));
const JobOwnerSections = lazy(() => loadOwnerView().then((module) => ({ default: module.JobOwnerSections })));

// The client's reviews cards: they sit beside the job, below it on a phone, so the first screen does
// not carry their code; the loader loads it beside the job's data (lazyRouteComponent: drawn at once
// when loaded, which a React.lazy is not).
const ClientReviews = lazyRouteComponent(
  sectionChunk(() => import('@/features/review/profile-reviews')),
  'ClientReviews',
);

/** Job Details (spec 000 §2): any signed-in user; developers apply, the owner runs the pipeline. */
const JOB_NOT_FOUND = {
  title: 'Job Not Found',
  description: "The job you're looking for doesn't exist or has been removed.",
};

export const Route = createFileRoute('/_authed/jobs/$id/')({
  loader: async ({ context, params }) => {
    // A developer not yet vetted reads their vetting status where Apply would be: asked with the
    // job (one batched request), not after it, which was one more round trip before the page showed.
    // Only that case needs it; its failure is then the apply section's to show, not the page's.
    const [job] = await Promise.all([
      context.queryClient
        .ensureQueryData(context.trpc.job.byId.queryOptions({ id: parseNumericId(params.id) }))
        .catch(missingAsNotFound),
      context.user?.role === 'developer' &&
        context.queryClient
          .ensureQueryData(context.trpc.vetting.myStatus.queryOptions())
          .then(loadVettingStatusNoticeFor)
          .catch(() => undefined),
      // The talent screens' parts drawn here (the client's rating, an applicant's facts) are in `talent`.
      context.i18n.load(['talent']),
    ]);
    // The owner's applicants load beside the page; their card waits on its own.
    const secondary: Promise<unknown>[] = [];
    if (context.user?.role === 'client' && job.clientId === context.user.id) {
      secondary.push(
        context.queryClient.prefetchQuery(context.trpc.application.listForJob.queryOptions({ id: job.id })),
      );
      if (job.status === 'open')
        secondary.push(
          context.queryClient.prefetchQuery(
            context.trpc.job.matches.queryOptions(suggestedTalentInput(job.id)),
          ),
        );
    }
    // The client's reviews, code and data, load beside the page, in their own card.
    secondary.push(
      ClientReviews.preload?.() ?? Promise.resolve(),
      context.queryClient.prefetchQuery(context.trpc.review.listForClient.queryOptions({ id: job.clientId })),
    );
    await awaitOnServer(...secondary);
  },
  pendingComponent: jobPending(JobDetailsFrame),
  errorComponent: jobError(JobDetailsFrame, JOB_NOT_FOUND),
  notFoundComponent: notFoundFrom(jobError(JobDetailsFrame, JOB_NOT_FOUND)),
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
  const trpc = useTRPC();
  const id = parseNumericId(Route.useParams().id);
  const user = useSignedInUser();
  const { data: job } = useSuspenseQuery(trpc.job.byId.queryOptions({ id }));
  const isOwner = user.role === 'client' && job.clientId === user.id;
  useMarkSubjectRead('job', id);
  return (
    <JobDetailsFrame
      actions={
        isOwner ? (
          <Suspense>
            <JobOwnerActions job={job} />
          </Suspense>
        ) : (
          <SaveJobButton jobId={job.id} title={job.title} />
        )
      }
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <JobOverview job={job} />
          {user.role === 'developer' && <DeveloperApplySection job={job} />}
          {isOwner && (
            <Suspense fallback={<LoadingState label="Loading applications" minHeight="min-h-32" />}>
              <JobOwnerSections job={job} />
            </Suspense>
          )}
        </div>
        <aside aria-label="About this job" className="flex flex-col gap-6 lg:sticky lg:top-24">
          <JobSummaryCard job={job} />
          <SectionQueryBoundary
            loading="Loading reviews from developers"
            failed="Reviews from developers could not be loaded"
            onRetry={() => void ClientReviews.preload?.()}
          >
            <ClientReviews clientId={job.clientId} />
          </SectionQueryBoundary>
        </aside>
      </div>
    </JobDetailsFrame>
  );
}
