import { Alert, Button, cn, EmptyState, ErrorState, LoadingState, LoadMore, Select } from '@talanta/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useDeferredValue } from 'react';
import { ResultCount } from '@/features/shell/result-count';
import { useMayApply } from '@/features/vetting/vetting-status-notice';
import { useTRPC } from '@/lib/trpc';
import { type BrowseJobsSearch, type BrowseJobsSort, hasFilters, SORT_OPTIONS } from './browse-search';
import { JobCard } from './job-card';
import { useJobSearch } from './use-job-search';

/**
 * Cards in the first commit of the list; the rest follow in a deferred render React can pause for
 * input. Twenty cards at once held a phone's main thread for a few hundred milliseconds (issue 16).
 */
const FIRST_COMMIT_CARDS = 6;

interface JobResultsProps {
  filters: BrowseJobsSearch;
  onClear: () => void;
  sort: BrowseJobsSort;
  onSortChange: (sort: BrowseJobsSort) => void;
}

/**
 * The count, the order, the cards and the next pages of Browse Jobs, with its loading, empty and
 * error states. In the Recommended order each card shows its match and why (issue 14).
 */
export function JobResults({ filters, onClear, sort, onSortChange }: JobResultsProps) {
  const trpc = useTRPC();
  const query = useJobSearch(filters, sort);
  const mayApply = useMayApply() === true;
  // Browse Jobs is for developers: their own applications (loaded by the route) mark the jobs
  // they have applied to.
  const { data: mine } = useSuspenseQuery(trpc.application.listMine.queryOptions());
  const appliedStatus = new Map(mine.map((application) => [application.jobId, application.status]));
  const jobs = query.data?.pages.flatMap((page) => page.jobs) ?? [];
  const shownCount = useDeferredValue(jobs.length, FIRST_COMMIT_CARDS);

  if (query.isPending) return <LoadingState label="Loading jobs" />;
  if (query.isError) {
    return (
      <ErrorState title="Error loading jobs. Please try again later." onRetry={() => void query.refetch()} />
    );
  }

  const matchOf = Object.assign({}, ...query.data.pages.map((page) => page.matchOf ?? {}));
  const first = query.data.pages[0];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-ink-muted">
          <ResultCount total={first?.total ?? 0} totalIsCapped={first?.totalIsCapped ?? false} noun="job" />
          {sort === 'recommended' && ', best match first'}
        </p>
        <div className="flex items-center gap-2 text-sm text-ink-muted">
          <label htmlFor="job-sort">Sort by</label>
          <Select
            id="job-sort"
            options={SORT_OPTIONS}
            value={sort}
            onValueChange={(value) => onSortChange(value || 'newest')}
            inline
          />
        </div>
      </div>
      {jobs.length === 0 ? (
        <EmptyState
          icon={<SearchX aria-hidden="true" className="size-5" />}
          title="No jobs found"
          description="Try adjusting your search criteria or filters."
          action={
            hasFilters(filters) && (
              <Button variant="secondary" onClick={onClear}>
                Clear Filters
              </Button>
            )
          }
        />
      ) : (
        <ul
          aria-label="Jobs"
          aria-busy={query.isPlaceholderData || undefined}
          className={cn('flex flex-col gap-4 transition-opacity', query.isPlaceholderData && 'opacity-60')}
        >
          {jobs.slice(0, Math.max(shownCount, FIRST_COMMIT_CARDS)).map((job) => (
            <li key={job.id}>
              <JobCard
                job={job}
                applicationStatus={appliedStatus.get(job.id)}
                mayApply={mayApply}
                match={matchOf[job.id]}
              />
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={query.hasNextPage && !query.isPlaceholderData}
        loading={query.isFetchingNextPage}
        onLoadMore={() => void query.fetchNextPage()}
        label="Load more jobs"
      />
      {query.isFetchNextPageError && (
        <Alert tone="danger" title="Error loading jobs. Please try again later." />
      )}
    </div>
  );
}
