import { type Executor, findSitemapDevelopers, findSitemapOpenJobs, type SitemapEntry } from '@talanta/db';
import { XMLBuilder } from 'fast-xml-parser';
import type { FastifyInstance } from 'fastify';

/** Search engines may keep both for a while: a new job shows in the sitemap within five minutes. */
export const SEARCH_ENGINE_FILE_CACHE = 'public, max-age=300';

/** The visitor pages worth a search result, besides each job of the board and each developer. */
const VISITOR_PAGES = [
  '/',
  '/open-jobs',
  '/browse-developers',
  '/how-it-works',
  '/for-businesses',
  '/for-developers',
  '/developer-onboarding',
  '/privacy',
  '/terms',
];

/** A sitemap holds at most 50,000 addresses (sitemaps.org): the newest of each kind up to these. */
const SITEMAP_JOBS_MAX = 25_000;
const SITEMAP_DEVELOPERS_MAX = 50_000 - SITEMAP_JOBS_MAX - VISITOR_PAGES.length;

/**
 * Signed-in screens (apps/web/src/routes/_authed), the API, and pages that only serve a link
 * from an email. Everything else is a visitor page and may be crawled.
 */
const DISALLOWED_PATHS = [
  '/api/',
  '/trpc/',
  '/admin',
  '/browse-jobs',
  '/client/',
  '/contracts',
  '/dashboard',
  '/developer/profile',
  '/developer/*/hire',
  '/developers',
  '/earnings',
  '/home',
  '/interviews',
  '/invoices',
  '/jobs/',
  '/messages',
  '/my-applications',
  '/offers',
  '/post-job',
  '/profile',
  '/saved-jobs',
  '/saved-searches',
  '/shortlists',
  '/super-admin',
  '/webhooks',
  '/reset-password',
  '/undo-email-change',
  '/unsubscribe',
  '/verify-email',
];

const xml = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true });

function urlOf(origin: string, path: string, updatedAt?: Date) {
  return { loc: `${origin}${path}`, ...(updatedAt && { lastmod: updatedAt.toISOString() }) };
}

/** The sitemap (sitemaps.org 0.9) of the visitor pages, the public job board's jobs and the approved developers. */
export function buildSitemap(origin: string, jobs: SitemapEntry[], developers: SitemapEntry[]): string {
  const newestJob = jobs.reduce<Date | undefined>(
    (newest, job) => (newest && newest > job.updatedAt ? newest : job.updatedAt),
    undefined,
  );
  const urls = [
    ...VISITOR_PAGES.map((path) => urlOf(origin, path, path === '/open-jobs' ? newestJob : undefined)),
    ...jobs.map((job) => urlOf(origin, `/open-jobs/${job.id}`, job.updatedAt)),
    ...developers.map((developer) => urlOf(origin, `/developer/${developer.id}`, developer.updatedAt)),
  ];
  return xml.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    urlset: { '@_xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9', url: urls },
  });
}

export function buildRobotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * /sitemap.xml and /robots.txt for search engines (issue 40). Paths with an extension never reach
 * the web renderer (isClientRoute), so they are the API's. The addresses are absolute, on the
 * public origin (PUBLIC_URL), never on the Host a request names.
 */
export function registerSearchEngineFiles(
  api: FastifyInstance,
  { db, publicOrigin }: { db: Executor; publicOrigin: string },
) {
  api.get('/sitemap.xml', async (_request, reply) => {
    const [jobs, developers] = await Promise.all([
      findSitemapOpenJobs(db, SITEMAP_JOBS_MAX),
      findSitemapDevelopers(db, SITEMAP_DEVELOPERS_MAX),
    ]);
    return reply
      .header('Cache-Control', SEARCH_ENGINE_FILE_CACHE)
      .type('application/xml; charset=utf-8')
      .send(buildSitemap(publicOrigin, jobs, developers));
  });

  const robots = buildRobotsTxt(publicOrigin);
  api.get('/robots.txt', async (_request, reply) =>
    reply.header('Cache-Control', SEARCH_ENGINE_FILE_CACHE).type('text/plain; charset=utf-8').send(robots),
  );
}
