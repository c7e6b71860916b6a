import type { JobRow } from '../types';
import type { Executor } from './executor';
import { type JobRecord, withJobRecord } from './job-record';

/**
 * A job post: its writes and single-job reads. Browse Jobs' search (job-filters.ts,
 * job-search-plan.ts, job-search.ts), the API job shape (job-record.ts) and a client's lists
 * (client-jobs.ts) live beside it and are exported from here, so importers keep one path.
 */
export * from './client-jobs';
export {
  expandedSearchTerms,
  type JobFilters,
  openJobsMatching,
  type SearchTerms,
  toPrefixTsquery,
} from './job-filters';
export { type JobRecord, toJob, withJobRecord } from './job-record';
export {
  conjunctionPageQuery,
  findOpenJobs,
  type OpenJobPage,
  openJobQueries,
  plannedJobQueries,
} from './job-search';
export { type JobSearchIndex, type JobSearchPlan, planJobSearch } from './job-search-plan';

export interface NewJob {
  title: string;
  description: string;
  requiredSkills: string[];
  projectLength: JobRow['projectLength'];
  projectType: JobRow['projectType'];
  location: string;
  minBudget: number;
  maxBudget: number;
  budgetType: JobRow['budgetType'];
  category: string;
  experienceLevel: string;
  /** On the public job board while open (migration 0032). */
  listedPublicly: boolean;
}

export async function insertJob(db: Executor, clientId: number, job: NewJob): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({ ...job, clientId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findJobById(db: Executor, id: number): Promise<JobRecord | undefined> {
  return withJobRecord(db.selectFrom('jobs').where('jobs.id', '=', id)).executeTakeFirst();
}

/** What access and pipeline rules need to know about a job, without its text. */
export function findJobSummary(db: Executor, id: number) {
  return db
    .selectFrom('jobs')
    .select(['jobs.id', 'jobs.clientId', 'jobs.title', 'jobs.status'])
    .where('jobs.id', '=', id)
    .executeTakeFirst();
}

/**
 * The job an application is about, locked against a concurrent close until the caller's
 * transaction ends, so no application slips in after the job closed.
 */
export function lockJobForApplication(db: Executor, id: number) {
  return db
    .selectFrom('jobs')
    .select(['jobs.id', 'jobs.clientId', 'jobs.title', 'jobs.status'])
    .where('jobs.id', '=', id)
    .forShare()
    .executeTakeFirst();
}

/** Sets open/closed; the updated time records when a job was closed (the dashboards show it). */
export async function setJobStatus(db: Executor, id: number, status: JobRow['status']): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status, updatedAt: new Date() })
    .where('id', '=', id)
    .where('status', '<>', status)
    .execute();
}

/** Who posted a job; undefined when there is no such job. */
export async function findJobClientId(db: Executor, jobId: number): Promise<number | undefined> {
  const row = await db.selectFrom('jobs').select('clientId').where('id', '=', jobId).executeTakeFirst();
  return row?.clientId;
}
