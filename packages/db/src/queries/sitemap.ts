import { sql } from 'kysely';
import type { Executor } from './executor';

/** A page of the sitemap: its id and when it last changed. */
export interface SitemapEntry {
  id: number;
  updatedAt: Date;
}

/**
 * What /sitemap.xml lists besides the fixed visitor pages (issue 40): every job on the public job
 * board and every approved developer's profile, newest change first. A sitemap file holds at most
 * 50,000 addresses, so each list stops at `limit`.
 */
export function findSitemapOpenJobs(db: Executor, limit: number): Promise<SitemapEntry[]> {
  return db
    .selectFrom('jobs')
    .select(['jobs.id', 'jobs.updatedAt'])
    .where('jobs.status', '=', sql.lit('open'))
    .where('jobs.listedPublicly', '=', sql.lit(true))
    .orderBy('jobs.createdAt', 'desc')
    .orderBy('jobs.id', 'desc')
    .limit(limit)
    .execute();
}

export function findSitemapDevelopers(db: Executor, limit: number): Promise<SitemapEntry[]> {
  return db
    .selectFrom('developerProfiles')
    .select(['developerProfiles.id', 'developerProfiles.updatedAt'])
    .where('developerProfiles.isApproved', '=', sql.lit(true))
    .orderBy('developerProfiles.updatedAt', 'desc')
    .orderBy('developerProfiles.id', 'desc')
    .limit(limit)
    .execute();
}
