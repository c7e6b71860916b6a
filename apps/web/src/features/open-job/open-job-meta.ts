import type { Translate } from '@/lib/i18n';
import type { IndexedPageMeta, PageMeta } from '@/lib/page-meta';

/**
 * What search engines read of the public job board (issue 40): its title, description and
 * canonical address, in the page's language. Apart from the pages, as a route's `head()` is in the
 * app's first chunk; each job's JobPosting is in open-job-posting.ts, which its route's `head()`
 * loads when needed.
 */
export function openJobsMeta(t: Translate): PageMeta {
  return {
    title: t('Open Developer Jobs'),
    description: t(
      'Open software development jobs from companies hiring vetted Tech Talent in Kenya and India on Talanta: budgets in US dollars, remote and on-site.',
    ),
  };
}

/** A page of the board; page 1 is the board itself, so it has one canonical address. */
export function openJobsHead(t: Translate, origin: string, page: number): IndexedPageMeta {
  const { title, description } = openJobsMeta(t);
  return {
    title: page > 1 ? t('{title} (page {page})', { title, page: String(page) }) : title,
    description,
    canonicalUrl: `${origin}/open-jobs${page > 1 ? `?page=${page}` : ''}`,
  };
}

/** A job that is not on the board (the route's not-found screen, HTTP 404). */
export function openJobNotFoundMeta(t: Translate): PageMeta {
  return {
    title: t('Job Not Found'),
    description: t('This job has been filled, closed or removed, or it was never on the board.'),
  };
}
