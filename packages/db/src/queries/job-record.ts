import type { TJob } from '@talanta/schema';
import type { SelectQueryBuilder } from 'kysely';
import type { Database, JobRow } from '../types';

/** The job columns an API job is built from (never the search vector). */
const JOB_COLUMNS = [
  'jobs.id',
  'jobs.clientId',
  'jobs.title',
  'jobs.description',
  'jobs.requiredSkills',
  'jobs.projectLength',
  'jobs.projectType',
  'jobs.location',
  'jobs.minBudget',
  'jobs.maxBudget',
  'jobs.budgetType',
  'jobs.category',
  'jobs.experienceLevel',
  'jobs.status',
  'jobs.listedPublicly',
  'jobs.createdAt',
] as const;

export type JobRecord = Pick<JobRow, (typeof JOB_COLUMNS)[number] extends `jobs.${infer C}` ? C : never> & {
  clientFirstName: string;
  clientLastName: string;
  clientCompanyName: string | null;
};

/** Adds the client's name and company to a query over jobs, with the columns of a JobRecord. */
export function withJobRecord(query: SelectQueryBuilder<Database, 'jobs', object>) {
  return query
    .innerJoin('users as jobClient', 'jobClient.id', 'jobs.clientId')
    .leftJoin('clientProfiles as jobClientProfile', 'jobClientProfile.userId', 'jobs.clientId')
    .select([
      ...JOB_COLUMNS,
      'jobClient.firstName as clientFirstName',
      'jobClient.lastName as clientLastName',
      'jobClientProfile.companyName as clientCompanyName',
    ]);
}

/** The one mapping of a job row to the API's job. */
export function toJob(row: JobRecord): TJob {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    requiredSkills: row.requiredSkills,
    projectLength: row.projectLength,
    projectType: row.projectType,
    location: row.location,
    isRemote: row.location.trim().toLowerCase() === 'remote',
    minBudget: row.minBudget,
    maxBudget: row.maxBudget,
    budgetType: row.budgetType,
    // Written only through the job schema, which allows the spec's labels alone.
    category: row.category as TJob['category'],
    experienceLevel: row.experienceLevel as TJob['experienceLevel'],
    status: row.status,
    listedPublicly: row.listedPublicly,
    clientId: row.clientId,
    client: {
      id: row.clientId,
      firstName: row.clientFirstName,
      lastName: row.clientLastName,
      companyName: row.clientCompanyName,
    },
    createdAt: row.createdAt.toISOString(),
  };
}
