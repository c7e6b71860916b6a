import {
  AVAILABILITIES,
  DEVELOPER_COUNTRIES,
  PROFILE_SKILLS,
  TALENT_LIMITS,
  type TAvailability,
  type TDeveloperCountry,
  type TDeveloperSearchInput,
} from '@talanta/schema';

/** The browse screen's search and filters, kept in the URL so a search can be shared and survives reload. */
export interface BrowseSearch {
  q?: string;
  skills?: string[];
  availability?: TAvailability;
  minRate?: number;
  maxRate?: number;
  minYears?: number;
  country?: TDeveloperCountry;
  page?: number;
  /** A client's job to match against: the cards then come best match first, with the match. */
  job?: number;
}

export const MIN_YEARS_CHOICES = [1, 3, 5, 8, 10] as const;

function positiveNumber(value: unknown, { whole }: { whole: boolean }): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim()
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(number) || number < 0 || number > 1_000_000) return undefined;
  return whole ? Math.floor(number) : number;
}

function oneOf<T extends string>(options: readonly T[], value: unknown): T | undefined {
  return options.find((option) => option === value);
}

/** Reads the URL's search params leniently: anything unknown is dropped, never an error screen. */
export function validateBrowseSearch(search: Record<string, unknown>): BrowseSearch {
  const result: BrowseSearch = {};
  if (typeof search.q === 'string' && search.q.trim()) result.q = search.q.slice(0, TALENT_LIMITS.searchMax);
  const rawSkills = Array.isArray(search.skills)
    ? search.skills
    : typeof search.skills === 'string'
      ? search.skills.split(',')
      : [];
  const skills = rawSkills.filter((skill): skill is string =>
    (PROFILE_SKILLS as readonly unknown[]).includes(skill),
  );
  if (skills.length) result.skills = [...new Set(skills)].slice(0, TALENT_LIMITS.skillFiltersMax);
  const availability = oneOf(AVAILABILITIES, search.availability);
  if (availability) result.availability = availability;
  const country = oneOf(DEVELOPER_COUNTRIES, search.country);
  if (country) result.country = country;
  const minRate = positiveNumber(search.minRate, { whole: false });
  const maxRate = positiveNumber(search.maxRate, { whole: false });
  if (minRate !== undefined) result.minRate = minRate;
  if (maxRate !== undefined && (minRate === undefined || maxRate >= minRate)) result.maxRate = maxRate;
  const minYears = positiveNumber(search.minYears, { whole: true });
  if (minYears) result.minYears = minYears;
  const page = positiveNumber(search.page, { whole: true });
  if (page && page > 1) result.page = page;
  const job = positiveNumber(search.job, { whole: true });
  if (job) result.job = job;
  return result;
}

/** How many filters (not the search text) are on, for the Filter button's badge. */
export function activeFilterCount(search: BrowseSearch): number {
  return (
    (search.skills?.length ?? 0) +
    (search.availability ? 1 : 0) +
    (search.minRate !== undefined || search.maxRate !== undefined ? 1 : 0) +
    (search.minYears ? 1 : 0) +
    (search.country ? 1 : 0)
  );
}

/** The API input of one page of the browse screen. */
export function toSearchInput(search: BrowseSearch, pageSize: number): NonNullable<TDeveloperSearchInput> {
  return {
    search: search.q,
    skills: search.skills,
    availability: search.availability,
    minRate: search.minRate,
    maxRate: search.maxRate,
    minYears: search.minYears,
    country: search.country,
    limit: pageSize,
    offset: ((search.page ?? 1) - 1) * pageSize,
  };
}
