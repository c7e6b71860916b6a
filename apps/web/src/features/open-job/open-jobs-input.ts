import { JOB_LIMITS, type TOpenJobListInput } from '@talanta/schema';

/** Jobs per page of the board, as on Browse Jobs. */
export const OPEN_JOBS_PAGE_SIZE = JOB_LIMITS.browsePageSize;

/** The last page the API pages to (its offset limit); deeper pages do not exist. */
export const OPEN_JOBS_PAGE_MAX = Math.floor(JOB_LIMITS.offsetMax / OPEN_JOBS_PAGE_SIZE) + 1;

/** The API input of one page of the board (the route loads it; the page reads it). */
export function openJobsInput(page: number): TOpenJobListInput {
  return { limit: OPEN_JOBS_PAGE_SIZE, offset: (page - 1) * OPEN_JOBS_PAGE_SIZE };
}

/** `?page=N` of /open-jobs: a whole number from 2 up; anything else is the first page. */
export function validateOpenJobsSearch(search: Record<string, unknown>): { page?: number } {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 && page <= OPEN_JOBS_PAGE_MAX ? { page } : {};
}
