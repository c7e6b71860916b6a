import type {
  TAdminClient,
  TAdminJob,
  TAdminUserPage,
  TAdminUsersFilters,
  TPlatformStats,
  TUserRole,
} from '@talanta/schema';
import { sql } from 'kysely';
import type { AdminPage } from './admin-developer';
import type { Executor } from './executor';
import { containsPattern } from './like-pattern';
import { toUser, USER_COLUMNS } from './user';

/** Platform administration (spec 001 "Super Admin Dashboard"): figures, lists and their changes. */

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
  // A deleted account's "Deleted user" row is nobody to manage.
  let query = db.selectFrom('users').where('users.deletedAt', 'is', null);
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
    .where('users.deletedAt', 'is', null)
    .orderBy('users.createdAt', 'asc')
    .orderBy('users.id', 'asc')
    .execute();
}
