import { Card, CardContent, ErrorState, LoadingState } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { formatBudgetShort } from '@/lib/format';
import { QueryBoundary } from '@/lib/query-boundary';
import { useTRPC } from '@/lib/trpc';
import { MatchBadge } from './match-badge';

/** The developer's best matches on /home and the dashboard (issue 14); routes prefetch this input. */
export const FEATURED_RECOMMENDED = { limit: 3 };

/** Featured Opportunities: the developer's best-matching open jobs, each with its "% match". */
export function RecommendedJobsList() {
  const trpc = useTRPC();
  const { data: page } = useSuspenseQuery(trpc.job.recommended.queryOptions(FEATURED_RECOMMENDED));
  if (page.matches.length === 0) {
    return (
      <p className="text-sm text-ink-muted">
        No open job shares your skills yet. Add skills to your profile, or browse every open job.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-line">
        {page.matches.map(({ job, score, reasons }) => (
          <li key={job.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
            <span className="flex min-w-0 flex-col gap-0.5">
              <Link
                to="/jobs/$id"
                params={{ id: String(job.id) }}
                className="font-medium text-ink hover:text-accent"
              >
                {job.title}
              </Link>
              <span className="text-sm text-ink-muted">
                {formatBudgetShort(job)} · {job.location}
              </span>
            </span>
            <MatchBadge score={score} reasons={reasons} subject={job.title} />
          </li>
        ))}
      </ul>
      <Link
        to="/browse-jobs"
        search={{ sort: 'recommended' }}
        className="flex items-center gap-1 self-start text-sm font-medium text-accent hover:underline"
      >
        Every recommended job
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </div>
  );
}

/** The developer dashboard's card of recommended jobs, with its own loading and error states. */
export function FeaturedOpportunitiesCard() {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold text-ink">Featured Opportunities</h2>
        <QueryBoundary
          pending={<LoadingState label="Loading featured opportunities" minHeight="min-h-24" />}
          failed={({ retry }) => (
            <ErrorState title="Error loading jobs. Please try again later." onRetry={retry} />
          )}
        >
          <RecommendedJobsList />
        </QueryBoundary>
      </CardContent>
    </Card>
  );
}
