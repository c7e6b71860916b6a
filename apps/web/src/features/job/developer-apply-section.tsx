import { APPLICATION_MESSAGES, type TJobDetail } from '@talanta/schema';
import { Alert, Button, Card, CardContent, LoadingState } from '@talanta/ui';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ApplicationStatusBadge } from '@/features/application/application-status-badge';
import { VettingStatusNotice } from '@/features/vetting/vetting-status-notice';

// The form (react-hook-form, zod and the application's schema: about 40 KiB gzip) loads for a
// developer who may apply, beside the page, rather than in every job's first load.
const JobDetailApplyForm = lazy(() =>
  import('./job-detail-apply-form').then((module) => ({ default: module.JobDetailApplyForm })),
);

/** The apply form, with a loading card of about its height while its code arrives. */
function ApplyForm({ job }: { job: TJobDetail }) {
  return (
    <Suspense fallback={<LoadingState label="Loading the application form" minHeight="min-h-96" />}>
      <JobDetailApplyForm job={job} />
    </Suspense>
  );
}

/**
 * What a developer sees under the job: their own application's status once they have applied,
 * that the job is closed, that their profile awaits approval, or else the apply form. A withdrawn or
 * rejected first application leaves the way open once more (`canApply`): its status, then the form.
 */
export function DeveloperApplySection({ job }: { job: TJobDetail }) {
  if (job.viewerApplication && job.canApply) {
    return (
      <div className="flex flex-col gap-4">
        <Alert title="You may apply to this job once more">
          <span className="flex flex-wrap items-center gap-2">
            <span aria-hidden="true">Your earlier application's status:</span>{' '}
            <ApplicationStatusBadge status={job.viewerApplication.status} />
          </span>
        </Alert>
        <ApplyForm job={job} />
      </div>
    );
  }
  if (job.viewerApplication) {
    return (
      <Card>
        <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold text-ink">You applied to this job</h2>
            <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
              <span aria-hidden="true">Your application's status:</span>{' '}
              <ApplicationStatusBadge status={job.viewerApplication.status} />
            </p>
          </div>
          <Button asChild variant="secondary">
            <Link to="/my-applications">View My Applications</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (job.status !== 'open') {
    return (
      <Alert title="This job is closed">
        The client has closed this job, so it no longer accepts applications.{' '}
        <Link to="/browse-jobs" className="font-medium text-accent hover:underline">
          Browse open jobs
        </Link>
      </Alert>
    );
  }
  if (!job.canApply) return <NotYetApproved />;
  return <ApplyForm job={job} />;
}

/** Not vetted yet: the vetting status says what happens next; the refusal's text stays beside it. */
function NotYetApproved() {
  return (
    <div className="flex flex-col gap-3">
      <VettingStatusNotice />
      <p className="text-sm text-ink-muted">{APPLICATION_MESSAGES.developerNotApproved}</p>
    </div>
  );
}
