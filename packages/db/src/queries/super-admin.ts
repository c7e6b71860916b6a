import type {
  TAdminClient,
  TAdminDeveloper,
  TAdminJob,
  TAdminUserPage,
  TAdminUsersFilters,
  TDeletedCounts,
  TPlatformStats,
  TUserRole,
} from '@talanta/schema';
import { sql } from 'kysely';
import type { Executor } from './executor';
import { containsPattern } from './like-pattern';
import { withdrawDeveloperApproval } from './profiles';
import { toUser, USER_COLUMNS } from './users';

/** Platform administration (spec 001 "Super Admin Dashboard"): figures, lists and their changes. */

export interface AdminPage {
  search?: string | undefined;
  limit: number;
  offset: number;
}

const count = (value: unknown) => Number(value ?? 0);

export async function findPlatformStats(db: Executor): Promise<TPlatformStats> {
  const row = await db
    .selectNoFrom([
      sql<number>`(select count(*) from users)`.as('totalUsers'),
      sql<number>`(select count(*) from users where role = 'developer')`.as('totalDevelopers'),
      sql<number>`(select count(*) from jobs where status = 'open')`.as('totalJobs'),
      sql<number>`(select count(*) from job_applications)`.as('totalApplications'),
    ])
    .executeTakeFirstOrThrow();
  return {
    totalUsers: count(row.totalUsers),
    totalDevelopers: count(row.totalDevelopers),
    totalJobs: count(row.totalJobs),
    totalApplications: count(row.totalApplications),
  };
}

/** Midnight of today in the time zone, as an instant. */
const startOfToday = (timeZone: string) =>
  sql<Date>`(date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone})`;
const startOfYesterday = (timeZone: string) =>
  sql<Date>`((date_trunc('day', now() at time zone ${timeZone}) - interval '1 day') at time zone ${timeZone})`;

/** Users, newest first: email or full name, role, and the creation-date filter (calendar days in `timeZone`). */
export async function findAdminUsers(db: Executor, filters: TAdminUsersFilters): Promise<TAdminUserPage> {
  let query = db.selectFrom('users');
  if (filters.search) {
    const pattern = containsPattern(filters.search.toLowerCase());
    query = query.where(
      sql<boolean>`(lower(users.email) like ${pattern} or lower(users.first_name || ' ' || users.last_name) like ${pattern})`,
    );
  }
  if (filters.role) query = query.where('users.role', '=', filters.role);
  if (filters.date === 'today') query = query.where('users.createdAt', '>=', startOfToday(filters.timeZone));
  if (filters.date === 'yesterday') {
    query = query
      .where('users.createdAt', '>=', startOfYesterday(filters.timeZone))
      .where('users.createdAt', '<', startOfToday(filters.timeZone));
  }
  if (filters.date === 'week')
    query = query.where('users.createdAt', '>=', sql<Date>`now() - interval '7 days'`);

  const [rows, total] = await Promise.all([
    query
      .select(USER_COLUMNS)
      .orderBy('users.createdAt', 'desc')
      .orderBy('users.id', 'desc')
      .limit(filters.limit)
      .offset(filters.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { users: rows.map(toUser), total: count(total.total) };
}

function developerQuery(db: Executor) {
  return db
    .selectFrom('developerProfiles')
    .innerJoin('users', 'users.id', 'developerProfiles.userId')
    .where('users.role', '=', 'developer');
}

const DEVELOPER_COLUMNS = [
  'developerProfiles.id',
  'developerProfiles.userId',
  'developerProfiles.title',
  'developerProfiles.location',
  'developerProfiles.hourlyRate',
  'developerProfiles.isApproved',
  'developerProfiles.isVerified',
  'developerProfiles.createdAt',
  'users.firstName',
  'users.lastName',
  'users.email',
  'users.emailVerified',
] as const;

interface DeveloperRow {
  id: number;
  userId: number;
  title: string | null;
  location: string | null;
  hourlyRate: number | null;
  isApproved: boolean;
  isVerified: boolean;
  createdAt: Date;
  firstName: string;
  lastName: string;
  email: string;
  emailVerified: boolean;
}

function toAdminDeveloper(row: DeveloperRow): TAdminDeveloper {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    location: row.location,
    hourlyRate: row.hourlyRate,
    isApproved: row.isApproved,
    isVerified: row.isVerified,
    createdAt: row.createdAt.toISOString(),
    user: {
      id: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      emailVerified: row.emailVerified,
    },
  };
}

/** Developer profiles with their user, newest first; search on name, email or title. */
export async function findAdminDevelopers(
  db: Executor,
  page: AdminPage,
): Promise<{ developers: TAdminDeveloper[]; total: number }> {
  let query = developerQuery(db);
  if (page.search) {
    const pattern = containsPattern(page.search.toLowerCase());
    query = query.where(
      sql<boolean>`(lower(users.email) like ${pattern} or lower(users.first_name || ' ' || users.last_name) like ${pattern} or lower(coalesce(developer_profiles.title, '')) like ${pattern})`,
    );
  }
  const [rows, total] = await Promise.all([
    query
      .select(DEVELOPER_COLUMNS)
      .orderBy('developerProfiles.createdAt', 'desc')
      .orderBy('developerProfiles.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { developers: rows.map(toAdminDeveloper), total: count(total.total) };
}

/** One developer profile with its user, locked for the caller's transaction. */
export async function lockAdminDeveloper(db: Executor, id: number): Promise<TAdminDeveloper | undefined> {
  const row = await db
    .selectFrom('developerProfiles')
    .innerJoin('users', 'users.id', 'developerProfiles.userId')
    .select(DEVELOPER_COLUMNS)
    .where('developerProfiles.id', '=', id)
    .forUpdate('developerProfiles')
    .executeTakeFirst();
  return row && toAdminDeveloper(row);
}

export async function setDeveloperFlags(
  db: Executor,
  id: number,
  flags: { isApproved?: boolean; isVerified?: boolean },
): Promise<void> {
  await db
    .updateTable('developerProfiles')
    .set({ ...flags, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Client profiles with their user, newest first; search on name, email or company. */
export async function findAdminClients(
  db: Executor,
  page: AdminPage,
): Promise<{ clients: TAdminClient[]; total: number }> {
  let query = db
    .selectFrom('clientProfiles')
    .innerJoin('users', 'users.id', 'clientProfiles.userId')
    .where('users.role', '=', 'client');
  if (page.search) {
    const pattern = containsPattern(page.search.toLowerCase());
    query = query.where(
      sql<boolean>`(lower(users.email) like ${pattern} or lower(users.first_name || ' ' || users.last_name) like ${pattern} or lower(coalesce(client_profiles.company_name, '')) like ${pattern})`,
    );
  }
  const [rows, total] = await Promise.all([
    query
      .select([
        'clientProfiles.id',
        'clientProfiles.userId',
        'clientProfiles.companyName',
        'clientProfiles.industry',
        'clientProfiles.companySize',
        'clientProfiles.createdAt',
        'users.firstName',
        'users.lastName',
        'users.email',
      ])
      .orderBy('clientProfiles.createdAt', 'desc')
      .orderBy('clientProfiles.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    clients: rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      companyName: row.companyName,
      industry: row.industry,
      companySize: row.companySize,
      createdAt: row.createdAt.toISOString(),
      user: { id: row.userId, firstName: row.firstName, lastName: row.lastName, email: row.email },
    })),
    total: count(total.total),
  };
}

/** Every job in any status, newest first; search on the title. */
export async function findAdminJobs(
  db: Executor,
  page: AdminPage,
): Promise<{ jobs: TAdminJob[]; total: number }> {
  let query = db
    .selectFrom('jobs')
    .innerJoin('users', 'users.id', 'jobs.clientId')
    .leftJoin('clientProfiles', 'clientProfiles.userId', 'jobs.clientId');
  if (page.search)
    query = query.where(sql<boolean>`lower(jobs.title) like ${containsPattern(page.search.toLowerCase())}`);
  const [rows, total] = await Promise.all([
    query
      .select([
        'jobs.id',
        'jobs.title',
        'jobs.description',
        'jobs.minBudget',
        'jobs.maxBudget',
        'jobs.budgetType',
        'jobs.requiredSkills',
        'jobs.location',
        'jobs.projectType',
        'jobs.projectLength',
        'jobs.clientId',
        'jobs.status',
        'jobs.createdAt',
        'users.firstName',
        'users.lastName',
        'users.email',
        'clientProfiles.companyName',
      ])
      .orderBy('jobs.createdAt', 'desc')
      .orderBy('jobs.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    jobs: rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      budget: row.maxBudget,
      minBudget: row.minBudget,
      maxBudget: row.maxBudget,
      budgetType: row.budgetType,
      requiredSkills: row.requiredSkills,
      location: row.location,
      projectType: row.projectType,
      projectLength: row.projectLength,
      clientId: row.clientId,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      client: {
        id: row.clientId,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        companyName: row.companyName ?? null,
      },
    })),
    total: count(total.total),
  };
}

/**
 * Locks every admin's row until the end of the caller's transaction and returns their ids, so two
 * admins removing each other at once cannot leave the platform without one.
 */
export async function lockAdminIds(db: Executor): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

/**
 * A user's current role, with their row locked FOR SHARE until the transaction ends: a role change
 * in flight is waited for, and none can commit before this transaction does.
 */
export async function lockUserRole(db: Executor, id: number) {
  const row = await db.selectFrom('users').select('role').where('id', '=', id).forShare().executeTakeFirst();
  return row?.role;
}

export function lockUser(db: Executor, id: number) {
  return db
    .selectFrom('users')
    .select(USER_COLUMNS)
    .where('users.id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export interface RoleChangeEffects {
  /** The profile row the new role needed was created. */
  profileCreated: boolean;
  /** Leaving the developer role took the profile off the public listings. */
  developerUnapproved: boolean;
  /** Leaving the client role closed the open jobs (nobody could manage their applicants). */
  jobsClosed: number;
}

/** Sets the role and brings the profiles and jobs in line with it; sessions are the caller's to end. */
export async function changeUserRole(
  db: Executor,
  userId: number,
  from: TUserRole,
  to: TUserRole,
): Promise<RoleChangeEffects> {
  await db.updateTable('users').set({ role: to, updatedAt: new Date() }).where('id', '=', userId).execute();
  let profileCreated = false;
  if (to === 'developer' || to === 'client') {
    const table = to === 'developer' ? 'developerProfiles' : 'clientProfiles';
    const inserted = await db
      .insertInto(table)
      .values({ userId })
      .onConflict((conflict) => conflict.column('userId').doNothing())
      .executeTakeFirst();
    profileCreated = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
  }
  let developerUnapproved = false;
  if (from === 'developer' && to !== 'developer') {
    developerUnapproved = await withdrawDeveloperApproval(db, userId);
  }
  let jobsClosed = 0;
  if (from === 'client' && to !== 'client') {
    const result = await db
      .updateTable('jobs')
      .set({ status: 'closed', updatedAt: new Date() })
      .where('clientId', '=', userId)
      .where('status', '=', 'open')
      .executeTakeFirst();
    jobsClosed = Number(result.numUpdatedRows);
  }
  return { profileCreated, developerUnapproved, jobsClosed };
}

/**
 * Deletes a user and everything that is theirs, in the caller's transaction: sessions, profile,
 * notifications, live events, their jobs (with those jobs' applications), their applications,
 * their conversations and every message in them (foreign keys cascade from the user row), and the
 * onboarding application and invitations under their email. Returns what went, for the audit log.
 */
export async function deleteUserAndData(
  db: Executor,
  userId: number,
  email: string,
): Promise<TDeletedCounts> {
  const row = await db
    .selectNoFrom([
      sql<number>`(select count(*) from auth_sessions where user_id = ${userId})`.as('sessions'),
      sql<number>`(select count(*) from jobs where client_id = ${userId})`.as('jobs'),
      sql<number>`(select count(*) from job_applications
        where developer_id = ${userId} or job_id in (select id from jobs where client_id = ${userId}))`.as(
        'jobApplications',
      ),
      sql<number>`(select count(*) from conversations where user_a_id = ${userId} or user_b_id = ${userId})`.as(
        'conversations',
      ),
      sql<number>`(select count(*) from messages where conversation_id in
        (select id from conversations where user_a_id = ${userId} or user_b_id = ${userId})
        or sender_id = ${userId} or receiver_id = ${userId})`.as('messages'),
      sql<number>`(select count(*) from notifications where user_id = ${userId})`.as('notifications'),
    ])
    .executeTakeFirstOrThrow();
  const applications = await db
    .deleteFrom('developerApplications')
    .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
    .executeTakeFirst();
  await db.deleteFrom('users').where('id', '=', userId).execute();
  return {
    sessions: count(row.sessions),
    jobs: count(row.jobs),
    jobApplications: count(row.jobApplications),
    conversations: count(row.conversations),
    messages: count(row.messages),
    notifications: count(row.notifications),
    developerApplications: Number(applications.numDeletedRows),
  };
}

export function lockJob(db: Executor, id: number) {
  return db
    .selectFrom('jobs')
    .select(['id', 'clientId', 'title', 'status', 'createdAt'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Deletes a job; its applications go with it and its conversations stay, no longer about a job.
 * Returns the developers who had applied, so they can be told.
 */
export async function deleteJobById(db: Executor, id: number): Promise<number[]> {
  const applicants = await db
    .selectFrom('jobApplications')
    .select('developerId')
    .where('jobId', '=', id)
    .execute();
  await db.deleteFrom('jobs').where('id', '=', id).execute();
  return applicants.map((row) => row.developerId);
}

export interface RegistrationRow {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  role: TUserRole;
  companyName: string | null;
  specialization: string | null;
  createdAt: Date;
}

/** Users who registered in the last `days` days, oldest first, with their company or specialization. */
export function findRegistrations(db: Executor, days: number): Promise<RegistrationRow[]> {
  return db
    .selectFrom('users')
    .leftJoin('clientProfiles', 'clientProfiles.userId', 'users.id')
    .leftJoin('developerProfiles', 'developerProfiles.userId', 'users.id')
    .select([
      'users.firstName',
      'users.lastName',
      'users.email',
      'users.phoneNumber',
      'users.role',
      'clientProfiles.companyName',
      sql<string | null>`coalesce(developer_profiles.area_of_specialization, developer_profiles.title)`.as(
        'specialization',
      ),
      'users.createdAt',
    ])
    .where('users.createdAt', '>=', sql<Date>`now() - make_interval(days => ${days})`)
    .orderBy('users.createdAt', 'asc')
    .orderBy('users.id', 'asc')
    .execute();
}
