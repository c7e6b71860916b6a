import { INTRODUCTION_LIMITS, type TNeedsMatchingPage } from '@talanta/schema';
import { sql } from 'kysely';
import type { Executor } from './executor';
import { developerMatchRowsQuery } from './match';

/**
 * Introductions of developers to jobs' clients (issue 40, migration 0033): written once per job and
 * developer, read by the job that introduces, the super admins' "needs matching" queue and the
 * share of jobs introduced within the window.
 */

export interface NewJobIntroduction {
  jobId: number;
  /** The developer profile's id. */
  developerId: number;
  score: number;
  reasons: string[];
  /** The admin introducing by hand; null when automatic. */
  introducedById: number | null;
}

const HOUR_MS = 3_600_000;
const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR_MS);

/**
 * Records introductions; one already made for a job and developer is left as it was. Answers the
 * developer ids actually introduced now, so only they are announced.
 */
export async function insertJobIntroductions(db: Executor, rows: NewJobIntroduction[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insertInto('jobIntroductions')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['jobId', 'developerId']).doNothing())
    .returning('developerId')
    .execute();
  return inserted.map((row) => row.developerId);
}

/** The developers introduced for a job so far, with when. */
export function findJobIntroductions(db: Executor, jobId: number) {
  return db
    .selectFrom('jobIntroductions')
    .select(['developerId', 'introducedAt', 'introducedById'])
    .where('jobId', '=', jobId)
    .orderBy('introducedAt')
    .orderBy('id')
    .execute();
}

/** An approved developer's public profile and time zone, by profile id (to introduce by hand). */
export function findApprovedDeveloperForMatching(db: Executor, developerId: number) {
  return developerMatchRowsQuery(db, [developerId])
    .where('developerProfiles.isApproved', '=', true)
    .executeTakeFirst();
}

const introductionCount = sql<number>`(select count(*) from job_introductions where job_introductions.job_id = jobs.id)`;

/**
 * Open jobs posted within the window before `now` that still have fewer than enough
 * introductions: the periodic sweep tries them again (a job whose introduction job was missed, or
 * a developer approved since). Oldest first, at most `limit`.
 */
export async function findJobsAwaitingIntroductions(
  db: Executor,
  options: { now: Date; limit: number },
): Promise<number[]> {
  const rows = await db
    .selectFrom('jobs')
    .select('jobs.id')
    .where('jobs.status', '=', 'open')
    .where('jobs.createdAt', '>', hoursBefore(options.now, INTRODUCTION_LIMITS.windowHours))
    .where('jobs.createdAt', '<=', options.now)
    .where(introductionCount, '<', INTRODUCTION_LIMITS.enough)
    .orderBy('jobs.createdAt')
    .orderBy('jobs.id')
    .limit(options.limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The super admins' "needs matching" queue: open jobs posted more than the window before `now` with
 * fewer than enough introductions, oldest first, each with how long it has waited.
 */
export async function findJobsNeedingMatching(
  db: Executor,
  options: { now: Date; limit: number; offset: number },
): Promise<TNeedsMatchingPage> {
  const query = db
    .selectFrom('jobs')
    .where('jobs.status', '=', 'open')
    .where('jobs.createdAt', '<=', hoursBefore(options.now, INTRODUCTION_LIMITS.windowHours))
    .where(introductionCount, '<', INTRODUCTION_LIMITS.enough);
  const [rows, total] = await Promise.all([
    query
      .innerJoin('users', 'users.id', 'jobs.clientId')
      .leftJoin('clientProfiles', 'clientProfiles.userId', 'jobs.clientId')
      .select([
        'jobs.id',
        'jobs.title',
        'jobs.requiredSkills',
        'jobs.createdAt',
        'jobs.clientId',
        'users.firstName',
        'users.lastName',
        'clientProfiles.companyName',
      ])
      .select(introductionCount.as('introductions'))
      .orderBy('jobs.createdAt')
      .orderBy('jobs.id')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    jobs: rows.map((row) => ({
      id: row.id,
      title: row.title,
      requiredSkills: row.requiredSkills,
      postedAt: row.createdAt.toISOString(),
      waitingHours: Math.floor((options.now.getTime() - row.createdAt.getTime()) / HOUR_MS),
      introductions: Number(row.introductions),
      client: {
        id: row.clientId,
        firstName: row.firstName,
        lastName: row.lastName,
        companyName: row.companyName ?? null,
      },
    })),
    total: Number(total.total),
  };
}

/**
 * Of the jobs posted in the `days` days before `now` whose window has passed (any status: a job
 * closed early was still posted), how many had a first introduction within the window of posting.
 */
export async function introducedWithin24HoursShare(
  db: Executor,
  options: { now: Date; days: number },
): Promise<{ jobs: number; introducedWithin24Hours: number }> {
  const windowHours = INTRODUCTION_LIMITS.windowHours;
  const row = await db
    .selectFrom('jobs')
    .where('jobs.createdAt', '>', hoursBefore(options.now, options.days * 24))
    .where('jobs.createdAt', '<=', hoursBefore(options.now, windowHours))
    .select((eb) => [
      eb.fn.countAll<number>().as('jobs'),
      eb.fn
        .countAll<number>()
        .filterWhere(({ exists, selectFrom }) =>
          exists(
            selectFrom('jobIntroductions')
              .select(sql.lit(1).as('one'))
              .whereRef('jobIntroductions.jobId', '=', 'jobs.id')
              .where(
                sql<boolean>`job_introductions.introduced_at <= jobs.created_at + ${windowHours}::integer * interval '1 hour'`,
              ),
          ),
        )
        .as('introduced'),
    ])
    .executeTakeFirstOrThrow();
  return { jobs: Number(row.jobs), introducedWithin24Hours: Number(row.introduced) };
}
