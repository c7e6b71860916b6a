import { Button, EmptyState, ErrorState, LoadingState } from '@talanta/ui';
import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useRouteRetry } from '@/features/shell/route-states';
import { errorCodeOf } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { openJobNotFoundMeta } from './open-job-meta';

/** A job of the board's page: the way back to the board above the job or the state in its place. */
export function OpenJobFrame({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <Link
        to="/open-jobs"
        className="flex items-center gap-1.5 self-start text-sm text-ink-muted hover:text-accent"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('All open jobs')}
      </Link>
      {children}
    </div>
  );
}

export function OpenJobPending() {
  const t = useT();
  return (
    <OpenJobFrame>
      <LoadingState label={t('Loading job')} minHeight="min-h-64" />
    </OpenJobFrame>
  );
}

/** A job that is not on the board (closed, kept off it, or never there), or one that failed to load. */
export function OpenJobFailed({ error, reset }: ErrorComponentProps) {
  const t = useT();
  const retry = useRouteRetry(reset);
  const missing = openJobNotFoundMeta(t);
  return (
    <OpenJobFrame>
      {errorCodeOf(error) === 'NOT_FOUND' ? (
        <EmptyState
          icon={<SearchX aria-hidden="true" className="size-5" />}
          title={missing.title}
          description={missing.description}
          action={
            <Button asChild variant="secondary">
              <Link to="/open-jobs">{t('See open jobs')}</Link>
            </Button>
          }
        />
      ) : (
        <ErrorState
          title={t('This job could not be loaded')}
          message={t('Check your connection and try again.')}
          onRetry={retry}
        />
      )}
    </OpenJobFrame>
  );
}
