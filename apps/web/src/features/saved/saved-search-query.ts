import {
  AVAILABILITY_LABELS,
  BUDGET_BANDS,
  DEVELOPER_COUNTRY_LABELS,
  SAVED_LIMITS,
  type TSavedSearch,
} from '@talanta/schema';
import { validateBrowseJobsSearch } from '@/features/job/browse-search';
import { validateBrowseSearch } from '@/features/talent/browse-search';

/**
 * A saved search keeps the list's own filters (the API's names), while the URL of Browse Tech
 * Talent calls its search box `q` and pages: these turn a saved search back into a list's URL and
 * describe it (saved-search-filters.ts turns a list's filters into one).
 */

/** Where "Open" goes: the list of the search's kind with its filters in the URL. */
export function savedSearchLink(search: Pick<TSavedSearch, 'kind' | 'query'>) {
  if (search.kind === 'jobs')
    return { to: '/browse-jobs', search: validateBrowseJobsSearch(search.query) } as const;
  const { search: text, ...filters } = search.query;
  return { to: '/developers', search: validateBrowseSearch({ ...filters, q: text }) } as const;
}

/** The filters in words, e.g. "react · Web Development · Expert"; empty when there are none. */
export function describeSavedQuery(search: Pick<TSavedSearch, 'kind' | 'query'>): string[] {
  if (search.kind === 'jobs') {
    const filters = validateBrowseJobsSearch(search.query);
    return [
      filters.search && `“${filters.search}”`,
      filters.category,
      filters.experience,
      filters.budget && `Budget ${BUDGET_BANDS[filters.budget].label}`,
    ].filter((part): part is string => Boolean(part));
  }
  const { search: text, ...rest } = search.query;
  const filters = validateBrowseSearch({ ...rest, q: text });
  return [
    filters.q && `“${filters.q}”`,
    ...(filters.skills ?? []),
    filters.availability && AVAILABILITY_LABELS[filters.availability],
    rateRange(filters.minRate, filters.maxRate),
    filters.minYears && `${filters.minYears}+ years`,
    filters.country && DEVELOPER_COUNTRY_LABELS[filters.country],
  ].filter((part): part is string => Boolean(part));
}

/** The name the save dialog suggests: the filters in words, or what the list shows without any. */
export function suggestedSearchName(search: Pick<TSavedSearch, 'kind' | 'query'>): string {
  const words = describeSavedQuery(search)
    .map((part) => part.replace(/[“”]/g, ''))
    .join(', ');
  const fallback = search.kind === 'jobs' ? 'All open jobs' : 'All Tech Talent';
  return (words || fallback).slice(0, SAVED_LIMITS.nameMax);
}

function rateRange(min: number | undefined, max: number | undefined): string | undefined {
  if (min !== undefined && max !== undefined) return `$${min}-$${max}/hr`;
  if (min !== undefined) return `From $${min}/hr`;
  if (max !== undefined) return `Up to $${max}/hr`;
  return undefined;
}
