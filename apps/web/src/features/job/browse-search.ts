import {
  BUDGET_BAND_KEYS,
  JOB_CATEGORIES,
  JOB_EXPERIENCE_LEVELS,
  JOB_LIMITS,
  type TBudgetBand,
} from '@talanta/schema';

/** The Browse Jobs filters as they sit in the URL: /browse-jobs?search=react&budget=1000-5000. */
export interface BrowseJobsSearch {
  search?: string;
  category?: (typeof JOB_CATEGORIES)[number];
  experience?: (typeof JOB_EXPERIENCE_LEVELS)[number];
  budget?: TBudgetBand;
}

function oneOf<T extends string>(options: readonly T[], value: unknown): T | undefined {
  return options.find((option) => option === value);
}

/**
 * Reads the filters from a shared or reloaded URL. Unknown values are dropped rather than shown as
 * an error: a stale link still opens the list, just less filtered.
 */
export function validateBrowseJobsSearch(raw: Record<string, unknown>): BrowseJobsSearch {
  const text = typeof raw.search === 'string' || typeof raw.search === 'number' ? String(raw.search) : '';
  const search = text.trim().slice(0, JOB_LIMITS.searchMax);
  const category = oneOf(JOB_CATEGORIES, raw.category);
  const experience = oneOf(JOB_EXPERIENCE_LEVELS, raw.experience);
  const budget = oneOf(BUDGET_BAND_KEYS, raw.budget);
  return {
    ...(search && { search }),
    ...(category && { category }),
    ...(experience && { experience }),
    ...(budget && { budget }),
  };
}

/** Browse Jobs' order: newest first (the spec's list) or best match first (issue 14). */
export type BrowseJobsSort = 'newest' | 'recommended';
export const SORT_OPTIONS: { value: BrowseJobsSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'recommended', label: 'Recommended' },
];

/** The whole URL of Browse Jobs: the filters, and `sort=recommended` when chosen (newest is the default). */
export interface BrowseJobsRouteSearch extends BrowseJobsSearch {
  sort?: 'recommended';
}

export function validateBrowseJobsRouteSearch(raw: Record<string, unknown>): BrowseJobsRouteSearch {
  const filters = validateBrowseJobsSearch(raw);
  return raw.sort === 'recommended' ? { ...filters, sort: 'recommended' } : filters;
}

export function hasFilters(search: BrowseJobsSearch): boolean {
  return Boolean(search.search || search.category || search.experience || search.budget);
}

export const CATEGORY_OPTIONS = JOB_CATEGORIES.map((value) => ({ value, label: value }));
export const EXPERIENCE_OPTIONS = JOB_EXPERIENCE_LEVELS.map((value) => ({ value, label: value }));
/** The budget bands as spec 000 §3 writes them (the shared labels space the dashes out). */
const BUDGET_LABELS: Record<TBudgetBand, string> = {
  '0-1000': 'Under $1,000',
  '1000-5000': '$1,000-$5,000',
  '5000-10000': '$5,000-$10,000',
  '10000+': '$10,000+',
};
export const BUDGET_OPTIONS = BUDGET_BAND_KEYS.map((value) => ({ value, label: BUDGET_LABELS[value] }));
