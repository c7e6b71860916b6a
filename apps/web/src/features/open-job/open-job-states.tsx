import { Button, EmptyState, ErrorState, LoadingState } from '@talanta/ui';
import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useRouteRetry } from '@/features/shell/route-states';
import { errorCodeOf } from '@/lib/errors';
import { OPEN_JOB_NOT_FOUND_META } from './open-job-meta';

/** A job of the board's page: the way back to the board above the job or the state in its place. */
export function OpenJobFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <Link
        to="/open-jobs"
        className="flex items-center gap-1.5 self-start text-sm text-ink-muted hover:text-accent"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All open jobs
      </Link>
      {children}
    </div>
  );
}

export function OpenJobPending() {
  return (
    <OpenJobFrame>
      <LoadingState label="Loading job" minHeight="min-h-64" />
    </OpenJobFrame>
  );
}

/** A job that is not on the board (closed, kept off it, or never there), or one that failed to load. */
export function OpenJobFailed({ error, reset }: ErrorComponentProps) {
  const retry = useRouteRetry(reset);
  return (
    <OpenJobFrame>
      {errorCodeOf(error) === 'NOT_FOUND' ? (
        <EmptyState
          icon={<SearchX aria-hidden="true" className="size-5" />}
          title={OPEN_JOB_NOT_FOUND_META.title}
          description={OPEN_JOB_NOT_FOUND_META.description}
          action={
            <Button asChild variant="secondary">
              <Link to="/open-jobs">See open jobs</Link>
            </Button>
          }
        />
      ) : (
        <ErrorState
          title="This job could not be loaded"
          message="Check your connection and try again."
          onRetry={retry}
        />
      )}
    </OpenJobFrame>
  );
}
