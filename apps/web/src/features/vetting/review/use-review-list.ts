import { type EXPERIENCE_YEARS, LIMITS, type Specialization, type TVettingStatus } from '@talanta/schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '@/lib/trpc';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export type ReviewTab = 'all' | TVettingStatus;
export type ReviewView = 'card' | 'table';

export interface ReviewFilters {
  expertise: '' | Specialization;
  experience: '' | (typeof EXPERIENCE_YEARS)[number];
  skill: string;
}

export const NO_FILTERS: ReviewFilters = { expertise: '', experience: '', skill: '' };
export const REVIEW_PAGE_SIZE = LIMITS.adminPageSize;

/** The API input of one page of the list; the first page (Pending, page 1) is the route's. */
export function reviewListInput({
  tab,
  search,
  filters,
  page,
}: {
  tab: ReviewTab;
  search: string;
  filters: ReviewFilters;
  page: number;
}) {
  return {
    status: tab === 'all' ? undefined : tab,
    search: search || undefined,
    expertise: filters.expertise || undefined,
    experience: filters.experience || undefined,
    skill: filters.skill || undefined,
    limit: REVIEW_PAGE_SIZE,
    offset: (page - 1) * REVIEW_PAGE_SIZE,
  };
}

export const FIRST_REVIEW_PAGE = reviewListInput({
  tab: 'pending',
  search: '',
  filters: NO_FILTERS,
  page: 1,
});

/**
 * The admin list's state: tab (default Pending), search (resets to page 1), the Filter popover's
 * choices and the page. The server searches, filters and pages (one tab's page at a time).
 */
export function useReviewList() {
  const trpc = useTRPC();
  const [tab, setTabState] = useState<ReviewTab>('pending');
  const [search, setSearchState] = useState('');
  const [filters, setFiltersState] = useState<ReviewFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const settledSearch = useDebouncedValue(search.trim(), 250);

  const query = useQuery(
    trpc.vetting.list.queryOptions(reviewListInput({ tab, search: settledSearch, filters, page }), {
      placeholderData: keepPreviousData,
    }),
  );

  const pageCount = Math.max(1, Math.ceil((query.data?.total ?? 0) / REVIEW_PAGE_SIZE));
  // A decision can empty the last page; step back rather than show an empty page.
  useEffect(() => {
    if (!query.isPlaceholderData && page > pageCount) setPage(pageCount);
  }, [page, pageCount, query.isPlaceholderData]);

  const filterCount = Object.values(filters).filter(Boolean).length;
  return {
    query,
    tab,
    setTab: (next: ReviewTab) => {
      setTabState(next);
      setPage(1);
    },
    search,
    setSearch: (text: string) => {
      setSearchState(text);
      setPage(1);
    },
    filters,
    setFilters: (next: ReviewFilters) => {
      setFiltersState(next);
      setPage(1);
    },
    filterCount,
    isNarrowed: Boolean(settledSearch) || filterCount > 0,
    page,
    pageCount,
    setPage,
  };
}
