import { JOB_LIMITS, type TJob, type TJobPage, type TMatchReason } from '@talanta/schema';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { RouterContext } from '@/lib/router-context';
import { useTRPC, useTRPCClient } from '@/lib/trpc';
import type { BrowseJobsSearch, BrowseJobsSort } from './browse-search';

/** One loaded page of Browse Jobs; in the Recommended order each job also has its match. */
interface JobResultsPage {
  jobs: TJob[];
  total: number;
  /** More jobs match than `total` (the count stops at 1,000). */
  totalIsCapped: boolean;
  matchOf?: Record<number, { score: number; reasons: TMatchReason[] }>;
}

function nextOffset(last: JobResultsPage, pages: JobResultsPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.jobs.length, 0);
  const more = loaded < last.total || (last.totalIsCapped && loaded <= JOB_LIMITS.offsetMax);
  return last.jobs.length === JOB_LIMITS.browsePageSize && more ? loaded : undefined;
}

/**
 * Browse Jobs, page after page, newest first (job.list) or best match first (job.recommended).
 * Both page by offset (not a tRPC cursor), so this is React Query's own infinite query under
 * tRPC's key for the procedure's infinite queries: invalidating `trpc.job.list.pathFilter()` (after
 * a job is posted, closed or reopened) refreshes it like any other job list. The route starts it
 * beside its own data.
 */
export function jobSearchQueryOptions(
  { trpc, trpcClient: client }: Pick<RouterContext, 'trpc' | 'trpcClient'>,
  filters: BrowseJobsSearch,
  sort: BrowseJobsSort,
) {
  const recommended = sort === 'recommended';
  const [path] = (recommended ? trpc.job.recommended : trpc.job.list).pathKey();
  return infiniteQueryOptions({
    queryKey: [path, { input: filters, type: 'infinite' }] as const,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<JobResultsPage> => {
      const paging = { ...filters, limit: JOB_LIMITS.browsePageSize, offset: pageParam };
      if (!recommended) return (await client.job.list.query(paging, { signal })) satisfies TJobPage;
      const page = await client.job.recommended.query(paging, { signal });
      return {
        jobs: page.matches.map((match) => match.job),
        total: page.total,
        totalIsCapped: false,
        matchOf: Object.fromEntries(
          page.matches.map(({ job, score, reasons }) => [job.id, { score, reasons }]),
        ),
      };
    },
    getNextPageParam: nextOffset,
  });
}

export function useJobSearch(filters: BrowseJobsSearch, sort: BrowseJobsSort = 'newest') {
  const trpc = useTRPC();
  const trpcClient = useTRPCClient();
  return useInfiniteQuery({
    ...jobSearchQueryOptions({ trpc, trpcClient }, filters, sort),
    // While new filters load, the previous results stay (dimmed) instead of flashing away.
    placeholderData: keepPreviousData,
  });
}
