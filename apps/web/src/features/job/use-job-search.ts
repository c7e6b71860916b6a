import type { TJobPage } from '@talanta/schema';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { trpc } from '@/lib/trpc';
import type { BrowseJobsSearch } from './browse-search';

/** Jobs per page of Browse Jobs; the next page loads as the list's end scrolls into view. */
export const JOBS_PAGE_SIZE = 20;

/**
 * Browse Jobs, page after page. job.list pages by offset (not a tRPC cursor), so this is React
 * Query's own infinite query under tRPC's key for job.list: `utils.job.list.invalidate()` (after a
 * job is posted, closed or reopened) refreshes it like any other job list.
 */
export function useJobSearch(filters: BrowseJobsSearch) {
  const utils = trpc.useUtils();
  return useInfiniteQuery({
    queryKey: getQueryKey(trpc.job.list, filters, 'infinite'),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      utils.client.job.list.query({ ...filters, limit: JOBS_PAGE_SIZE, offset: pageParam }, { signal }),
    getNextPageParam: (last: TJobPage, pages: TJobPage[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.jobs.length, 0);
      return last.jobs.length === JOBS_PAGE_SIZE && loaded < last.total ? loaded : undefined;
    },
    // While new filters load, the previous results stay (dimmed) instead of flashing away.
    placeholderData: keepPreviousData,
  });
}
