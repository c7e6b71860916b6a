import { type BrowseJobsSearch, validateBrowseJobsSearch } from '@/features/job/browse-search';
import { type BrowseSearch, validateBrowseSearch } from '@/features/talent/browse-search';

// What Browse Jobs and Browse Tech Talent read on their first screen, apart from saved-search-query.ts
// (how the saved searches are shown), which only the dialog and the saved searches' screen need.

/** The filters of Browse Jobs as a saved job search stores them: the URL's names, without blanks. */
export function jobSearchQuery(filters: BrowseJobsSearch): Record<string, unknown> {
  return withoutBlanks({ ...validateBrowseJobsSearch({ ...filters }) });
}

/**
 * The filters of Browse Tech Talent as a saved talent search stores them: no page (a search starts
 * at 1) and no job matched against (a view of the list, not a filter of who is new).
 */
export function talentSearchQuery(search: BrowseSearch): Record<string, unknown> {
  const { q, page: _page, job: _job, ...filters } = validateBrowseSearch({ ...search });
  return withoutBlanks({ search: q, ...filters });
}

function withoutBlanks(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  );
}
