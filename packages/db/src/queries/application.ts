import { type TJobApplication, type TMyApplication, toRejection } from '@talanta/schema';
import type { ExpressionBuilder } from 'kysely';
import type { Database, JobApplicationRow } from '../types';
import type { Executor } from './executor';

/** A job application's columns (the API shapes and the account export read them). */
export const APPLICATION_COLUMNS = [
  'jobApplications.id',
  'jobApplications.jobId',
  'jobApplications.developerId',
  'jobApplications.coverLetter',
  'jobApplications.proposedRate',
  'jobApplications.estimatedHours',
  'jobApplications.availableStartDate',
  'jobApplications.status',
  'jobApplications.rejectionReason',
  'jobApplications.rejectionNote',
  'jobApplications.attempt',
  'jobApplications.createdAt',
  'jobApplications.updatedAt',
] as const;

type ApplicationColumns = Pick<
  JobApplicationRow,
  (typeof APPLICATION_COLUMNS)[number] extends `jobApplications.${infer C}` ? C : never
>;

/**
 * The conversation of an application's developer and the job's client about the job, which apply
 * creates (participants are stored smaller id first).
 */
function isApplicationConversation(
  eb: ExpressionBuilder<Database, 'conversations' | 'jobApplications' | 'jobs'>,
) {
  return eb.and([
    eb('conversations.jobId', '=', eb.ref('jobApplications.jobId')),
    eb(
      'conversations.userAId',
      '=',
      eb.fn<number>('least', ['jobApplications.developerId', 'jobs.clientId']),
    ),
    eb(
      'conversations.userBId',
      '=',
      eb.fn<number>('greatest', ['jobApplications.developerId', 'jobs.clientId']),
    ),
  ]);
}

/** Applications as the owning client sees them: with the developer and the conversation. */
function selectJobApplications(db: Executor) {
  return db
    .selectFrom('jobApplications')
    .innerJoin('jobs', 'jobs.id', 'jobApplications.jobId')
    .innerJoin('users as developer', 'developer.id', 'jobApplications.developerId')
    .leftJoin('developerProfiles', 'developerProfiles.userId', 'jobApplications.developerId')
    .leftJoin('conversations', (join) => join.on(isApplicationConversation))
    .select([
      ...APPLICATION_COLUMNS,
      'developer.firstName as developerFirstName',
      'developer.lastName as developerLastName',
      'developer.profileImageUrl as developerProfileImageUrl',
      'developerProfiles.title as developerTitle',
      'developerProfiles.location as developerLocation',
      'developerProfiles.hourlyRate as developerHourlyRate',
      'developerProfiles.skills as developerSkills',
      'conversations.id as conversationId',
    ]);
}

export type JobApplicationRecord = ApplicationColumns & {
  developerFirstName: string;
  developerLastName: string;
  developerProfileImageUrl: string | null;
  developerTitle: string | null;
  developerLocation: string | null;
  developerHourlyRate: number | null;
  developerSkills: string[] | null;
  conversationId: number | null;
};

function applicationFields(row: ApplicationColumns & { conversationId: number | null }) {
  return {
    id: row.id,
    jobId: row.jobId,
    coverLetter: row.coverLetter,
    proposedRate: row.proposedRate,
    estimatedHours: row.estimatedHours,
    availableStartDate: row.availableStartDate,
    status: row.status,
    rejection: row.status === 'rejected' ? toRejection(row.rejectionReason, row.rejectionNote) : null,
    attempt: row.attempt,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    conversationId: row.conversationId,
  };
}

/** The one mapping of an application to the owning client's view. */
export function toJobApplication(row: JobApplicationRecord): TJobApplication {
  return {
    ...applicationFields(row),
    developer: {
      id: row.developerId,
      firstName: row.developerFirstName,
      lastName: row.developerLastName,
      profileImageUrl: row.developerProfileImageUrl,
      title: row.developerTitle,
      location: row.developerLocation,
      hourlyRate: row.developerHourlyRate,
      skills: row.developerSkills ?? [],
    },
  };
}

/** A job's applications, newest first. */
export function findJobApplications(db: Executor, jobId: number): Promise<JobApplicationRecord[]> {
  return selectJobApplications(db)
    .where('jobApplications.jobId', '=', jobId)
    .orderBy('jobApplications.createdAt', 'desc')
    .orderBy('jobApplications.id', 'desc')
    .execute();
}

export function findJobApplicationById(db: Executor, id: number): Promise<JobApplicationRecord | undefined> {
  return selectJobApplications(db).where('jobApplications.id', '=', id).executeTakeFirst();
}

/** Applications as their developer follows them: with the job, its client and the conversation. */
function selectMyApplications(db: Executor) {
  return db
    .selectFrom('jobApplications')
    .innerJoin('jobs', 'jobs.id', 'jobApplications.jobId')
    .innerJoin('users as jobClient', 'jobClient.id', 'jobs.clientId')
    .leftJoin('clientProfiles', 'clientProfiles.userId', 'jobs.clientId')
    .leftJoin('conversations', (join) => join.on(isApplicationConversation))
    .select([
      ...APPLICATION_COLUMNS,
      'jobs.title as jobTitle',
      'jobs.description as jobDescription',
      'jobs.minBudget as jobMinBudget',
      'jobs.maxBudget as jobMaxBudget',
      'jobs.budgetType as jobBudgetType',
      'jobs.status as jobStatus',
      'jobs.clientId as clientId',
      'jobClient.firstName as clientFirstName',
      'jobClient.lastName as clientLastName',
      'clientProfiles.companyName as clientCompanyName',
      'conversations.id as conversationId',
    ]);
}

export type MyApplicationRecord = Awaited<
  ReturnType<ReturnType<typeof selectMyApplications>['execute']>
>[number];

/** The one mapping of an application to its developer's view. */
export function toMyApplication(row: MyApplicationRecord): TMyApplication {
  return {
    ...applicationFields(row),
    job: {
      id: row.jobId,
      title: row.jobTitle,
      description: row.jobDescription,
      minBudget: row.jobMinBudget,
      maxBudget: row.jobMaxBudget,
      budgetType: row.jobBudgetType,
      status: row.jobStatus,
      client: {
        id: row.clientId,
        firstName: row.clientFirstName,
        lastName: row.clientLastName,
        companyName: row.clientCompanyName,
      },
    },
  };
}

/** A developer's applications, newest first. */
export function findApplicationsByDeveloper(
  db: Executor,
  developerId: number,
): Promise<MyApplicationRecord[]> {
  return selectMyApplications(db)
    .where('jobApplications.developerId', '=', developerId)
    .orderBy('jobApplications.createdAt', 'desc')
    .orderBy('jobApplications.id', 'desc')
    .execute();
}

export function findMyApplicationById(db: Executor, id: number): Promise<MyApplicationRecord | undefined> {
  return selectMyApplications(db).where('jobApplications.id', '=', id).executeTakeFirst();
}

export interface NewApplication {
  jobId: number;
  developerId: number;
  coverLetter: string;
  proposedRate: number;
  estimatedHours: number | null;
  availableStartDate: string | null;
  /** 1, or 2 when sent again after a withdrawal or rejection. */
  attempt: number;
}

/** Inserts the application; undefined when this developer already sent this attempt to the job. */
export async function insertApplication(
  db: Executor,
  application: NewApplication,
): Promise<number | undefined> {
  const row = await db
    .insertInto('jobApplications')
    .values(application)
    .onConflict((conflict) => conflict.columns(['jobId', 'developerId', 'attempt']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/**
 * What the pipeline rules need about an application: its status, developer (and where to email
 * them), job and the job's owner.
 */
export function findApplicationAccess(db: Executor, id: number) {
  return db
    .selectFrom('jobApplications')
    .innerJoin('jobs', 'jobs.id', 'jobApplications.jobId')
    .innerJoin('users as developer', 'developer.id', 'jobApplications.developerId')
    .select([
      'jobApplications.id',
      'jobApplications.status',
      'jobApplications.developerId',
      'jobApplications.jobId',
      'developer.email as developerEmail',
      'developer.locale as developerLocale',
      'developer.firstName as developerFirstName',
      'developer.lastName as developerLastName',
      'jobs.title as jobTitle',
      'jobs.clientId',
    ])
    .where('jobApplications.id', '=', id)
    .executeTakeFirst();
}

/**
 * The signed-in developer's latest application to a job, if any (the job page shows it instead of
 * the form; applying again looks at it).
 */
export function findApplicationByDeveloperToJob(db: Executor, jobId: number, developerId: number) {
  return db
    .selectFrom('jobApplications')
    .select(['id', 'status', 'attempt'])
    .where('jobId', '=', jobId)
    .where('developerId', '=', developerId)
    .orderBy('attempt', 'desc')
    .executeTakeFirst();
}
