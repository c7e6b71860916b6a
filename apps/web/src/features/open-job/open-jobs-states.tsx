import { Badge, Button, ErrorState, LoadingState } from '@talanta/ui';
import { type ErrorComponentProps, Link } from '@tanstack/react-router';
import { ArrowRight, Globe2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useRouteRetry } from '@/features/shell/route-states';
import { useT } from '@/lib/i18n';
import { openJobsMeta } from './open-job-meta';

/** The board's page: its header above the list or the state in its place. */
export function OpenJobsFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-content px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <OpenJobsHeader />
      {children}
    </div>
  );
}

/** The board's header: what it is, for whom, and the way in for developers. */
function OpenJobsHeader() {
  const t = useT();
  return (
    <header className="mb-8 flex flex-col items-start gap-4">
      <Badge variant="accent">
        <Globe2 aria-hidden="true" className="size-3.5" />
        {t('Budgets in US dollars')}
      </Badge>
      <h1 className="text-3xl font-semibold text-ink sm:text-4xl">{openJobsMeta(t).title}</h1>
      <p className="max-w-2xl text-lg text-ink-muted">
        {t(
          'Companies hiring vetted developers from Kenya and India on Talanta. Sign in to apply, or get vetted once and apply to any of them.',
        )}
      </p>
      <Button asChild variant="secondary">
        <Link to="/developer-onboarding">
          {t('Apply as Tech Talent')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </Button>
    </header>
  );
}

export function OpenJobsPending() {
  const t = useT();
  return (
    <OpenJobsFrame>
      <LoadingState label={t('Loading open jobs')} />
    </OpenJobsFrame>
  );
}

export function OpenJobsFailed({ reset }: ErrorComponentProps) {
  const t = useT();
  const retry = useRouteRetry(reset);
  return (
    <OpenJobsFrame>
      <ErrorState
        title={t('Error loading jobs')}
        message={t('Error loading jobs. Please try again later.')}
        onRetry={retry}
      />
    </OpenJobsFrame>
  );
}
