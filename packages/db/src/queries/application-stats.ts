import type { TApplicationCounts } from '@talanta/schema';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../types';
import type { Executor } from './executor';

/** Job applications counted and listed for the dashboards: counts per status and recent activity. */

/** Counts per status of the applications a query selects. */
export function countApplicationsByStatus(eb: ExpressionBuilder<Database, 'jobApplications'>) {
  return [
    eb.fn.countAll<number>().as('total'),
    eb.fn.countAll<number>().filterWhere('jobApplications.status', '=', 'pending').as('pending'),
    eb.fn.countAll<number>().filterWhere('jobApplications.status', '=', 'interview').as('interview'),
    eb.fn.countAll<number>().filterWhere('jobApplications.status', '=', 'accepted').as('accepted'),
    eb.fn.countAll<number>().filterWhere('jobApplications.status', '=', 'rejected').as('rejected'),
    eb.fn.countAll<number>().filterWhere('jobApplications.status', '=', 'withdrawn').as('withdrawn'),
  ];
}

/** A developer's applications counted per status. */
export function countApplicationsByDeveloper(db: Executor, developerId: number): Promise<TApplicationCounts> {
  return db
    .selectFrom('jobApplications')
    .select(countApplicationsByStatus)
    .where('jobApplications.developerId', '=', developerId)
    .executeTakeFirstOrThrow();
}

/** The applications to all of a client's jobs, counted per status. */
export function countClientApplications(db: Executor, clientId: number): Promise<TApplicationCounts> {
  return db
    .selectFrom('jobApplications')
    .innerJoin('jobs', 'jobs.id', 'jobApplications.jobId')
    .select(countApplicationsByStatus)
    .where('jobs.clientId', '=', clientId)
    .executeTakeFirstOrThrow();
}

/** A developer's latest applications, for Recent Activity. */
export function findRecentApplicationsSent(db: Executor, developerId: number, limit: number) {
  return db
    .selectFrom('jobApplications')
    .innerJoin('jobs', 'jobs.id', 'jobApplications.jobId')
    .select(['jobApplications.jobId', 'jobs.title as jobTitle', 'jobApplications.createdAt'])
    .where('jobApplications.developerId', '=', developerId)
    .orderBy('jobApplications.createdAt', 'desc')
    .orderBy('jobApplications.id', 'desc')
    .limit(limit)
    .execute();
}

/** A developer's applications that a client moved on from pending, latest change first. */
export function findRecentApplicationDecisions(db: Executor, developerId: number, limit: number) {
  return db
    .selectFrom('jobApplications')
    .innerJoin('jobs', 'jobs.id', 'jobApplications.jobId')
    .select([
      'jobApplications.jobId',
      'jobs.title as jobTitle',
      'jobApplications.status',
      'jobApplications.updatedAt',
    ])
    .where('jobApplications.developerId', '=', developerId)
    .where('jobApplications.status', '<>', 'pending')
    .orderBy('jobApplications.updatedAt', 'desc')
    .orderBy('jobApplications.id', 'desc')
    .limit(limit)
    .execute();
}

/** The latest applications to a client's jobs, for Recent Activity. */
export function findRecentApplicationsReceived(db: Executor, clientId: number, limit: number) {
  return db
    .selectFrom('jobApplications')
    .innerJoin('jobs', 'jobs.id', 'jobApplications.jobId')
    .innerJoin('users as developer', 'developer.id', 'jobApplications.developerId')
    .select([
      'jobApplications.jobId',
      'jobs.title as jobTitle',
      'developer.firstName as developerFirstName',
      'developer.lastName as developerLastName',
      'jobApplications.createdAt',
    ])
    .where('jobs.clientId', '=', clientId)
    .orderBy('jobApplications.createdAt', 'desc')
    .orderBy('jobApplications.id', 'desc')
    .limit(limit)
    .execute();
}

/** How many applications a job has had. */
export async function countJobApplications(db: Executor, jobId: number): Promise<number> {
  const row = await db
    .selectFrom('jobApplications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('jobId', '=', jobId)
    .executeTakeFirstOrThrow();
  return row.count;
}
