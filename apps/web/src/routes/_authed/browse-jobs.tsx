import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { allowRoles } from '@/features/auth/guards';
import {
  type BrowseJobsSearch,
  type BrowseJobsSort,
  validateBrowseJobsRouteSearch,
  validateBrowseJobsSearch,
} from '@/features/job/browse-search';
import { JobFilters } from '@/features/job/job-filters';
import { JobResults } from '@/features/job/job-results';
import { jobSearchQueryOptions } from '@/features/job/use-job-search';
import { SaveSearchButton } from '@/features/saved/save-search-button';
import { jobSearchQuery } from '@/features/saved/saved-search-filters';
import { Page } from '@/features/shell/page';
import { pageError, pagePending } from '@/features/shell/route-states';
import { loadVettingStatusNoticeFor, VettingStatusNotice } from '@/features/vetting/vetting-status-notice';

/** Browse Jobs (spec 000 §2): the filters live in the URL, so a filtered list can be shared. */
const PAGE = {
  title: 'Browse Jobs',
  description: 'Find open roles that match your skills, experience and rate.',
};

export const Route = createFileRoute('/_authed/browse-jobs')({
  beforeLoad: allowRoles('developer'),
  validateSearch: validateBrowseJobsRouteSearch,
  // The results follow the filters as they are typed, so they load in JobResults with the previous
  // results kept on screen; the route loads what they mark.
  // Entering the route also starts the first page of results, unawaited: it goes out in the same
  // batch as the route's own data instead of one round trip after the screen has drawn.
  loader: async ({ context, location, cause }) => {
    if (cause !== 'stay') {
      const { sort = 'newest', ...filters } = validateBrowseJobsRouteSearch(location.search);
      const firstPage = context.queryClient.prefetchInfiniteQuery(
        jobSearchQueryOptions(context, filters, sort),
      );
      // A page drawn on the server carries its first results in the HTML.
      if (import.meta.env.SSR) await firstPage;
    }
    await Promise.all([
      context.queryClient.ensureQueryData(context.trpc.application.listMine.queryOptions()),
      context.queryClient
        .ensureQueryData(context.trpc.vetting.myStatus.queryOptions())
        .then(loadVettingStatusNoticeFor),
    ]);
  },
  pendingComponent: pagePending(PAGE, 'Loading jobs'),
  errorComponent: pageError(PAGE, { title: 'Error loading jobs. Please try again later.' }),
  component: BrowseJobsPage,
});

function BrowseJobsPage() {
  const { sort, ...filters } = Route.useSearch();
  const navigate = Route.useNavigate();
  // The order stays when the filters change, and the filters when the order does.
  const setFilters = useCallback(
    (next: BrowseJobsSearch) =>
      void navigate({
        search: { ...validateBrowseJobsSearch({ ...next }), ...(sort && { sort }) },
        replace: true,
      }),
    [navigate, sort],
  );
  const setSort = useCallback(
    (next: BrowseJobsSort) =>
      void navigate({ search: { ...filters, ...(next === 'recommended' && { sort: next }) }, replace: true }),
    [navigate, filters],
  );
  return (
    <Page {...PAGE}>
      <div className="flex flex-col gap-6">
        <VettingStatusNotice />
        <div className="flex flex-col gap-3">
          <JobFilters value={filters} onChange={setFilters} />
          <div className="flex justify-end">
            <SaveSearchButton kind="jobs" query={jobSearchQuery(filters)} />
          </div>
        </div>
        <JobResults
          filters={filters}
          onClear={() => setFilters({})}
          sort={sort ?? 'newest'}
          onSortChange={setSort}
        />
      </div>
    </Page>
  );
}
