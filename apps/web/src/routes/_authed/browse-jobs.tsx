import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { allowRoles } from '@/features/auth/guards';
import { type BrowseJobsSearch, validateBrowseJobsSearch } from '@/features/job/browse-search';
import { JobFilters } from '@/features/job/job-filters';
import { JobResults } from '@/features/job/job-results';
import { Page } from '@/features/shell/page';

/** Browse Jobs (spec 000 §2): the filters live in the URL, so a filtered list can be shared. */
export const Route = createFileRoute('/_authed/browse-jobs')({
  beforeLoad: allowRoles('developer'),
  validateSearch: validateBrowseJobsSearch,
  component: BrowseJobsPage,
});

function BrowseJobsPage() {
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const setFilters = useCallback(
    (next: BrowseJobsSearch) =>
      void navigate({ search: validateBrowseJobsSearch({ ...next }), replace: true }),
    [navigate],
  );
  return (
    <Page title="Browse Jobs" description="Find open roles that match your skills, experience and rate.">
      <div className="flex flex-col gap-6">
        <JobFilters value={filters} onChange={setFilters} />
        <JobResults filters={filters} onClear={() => setFilters({})} />
      </div>
    </Page>
  );
}
