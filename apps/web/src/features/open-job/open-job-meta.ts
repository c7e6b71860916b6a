import type { IndexedPageMeta, PageMeta } from '@/lib/page-meta';

/**
 * What search engines read of the public job board (issue 40): its title, description and
 * canonical address. Apart from the pages, as a route's `head()` is in the app's first chunk;
 * each job's JobPosting is in open-job-posting.ts, which its route's `head()` loads when needed.
 */

export const OPEN_JOBS_META: PageMeta = {
  title: 'Open Developer Jobs',
  description:
    'Open software development jobs from companies hiring vetted Tech Talent in Kenya and India on Talanta: budgets in US dollars, remote and on-site.',
};

/** A page of the board; page 1 is the board itself, so it has one canonical address. */
export function openJobsHead(origin: string, page: number): IndexedPageMeta {
  const pageOf = page > 1 ? ` (page ${page})` : '';
  return {
    title: OPEN_JOBS_META.title + pageOf,
    description: OPEN_JOBS_META.description,
    canonicalUrl: `${origin}/open-jobs${page > 1 ? `?page=${page}` : ''}`,
  };
}

/** A job that is not on the board (the route's not-found screen, HTTP 404). */
export const OPEN_JOB_NOT_FOUND_META: PageMeta = {
  title: 'Job Not Found',
  description: 'This job has been filled, closed or removed, or it was never on the board.',
};
