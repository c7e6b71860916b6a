import { ADMIN_LIMITS, type TAdminDeveloper, type TPendingDeveloper } from '@talanta/schema';
import { sql } from 'kysely';
import type { DeveloperProfileRow, UserRow } from '../types';
import type { Executor } from './executor';
import { containsPattern } from './like-pattern';

/**
 * Developer profiles as admins see them, with their user: the super admin's list and the queue of
 * profiles waiting for approval share one select and one mapping.
 */

export interface AdminPage {
  search?: string | undefined;
  limit: number;
  offset: number;
}

const ADMIN_DEVELOPER_COLUMNS = [
  'developerProfiles.id',
  'developerProfiles.userId',
  'developerProfiles.title',
  'developerProfiles.location',
  'developerProfiles.isApproved',
  'developerProfiles.isVerified',
  'developerProfiles.createdAt',
  'users.firstName',
  'users.lastName',
  'users.email',
  'users.emailVerified',
] as const;

type AdminDeveloperRecord = Pick<
  DeveloperProfileRow,
  'id' | 'userId' | 'title' | 'location' | 'isApproved' | 'isVerified' | 'createdAt'
> &
  Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'emailVerified'>;

function withUser(db: Executor) {
  return db.selectFrom('developerProfiles').innerJoin('users', 'users.id', 'developerProfiles.userId');
}

/** Only users whose role is developer: a role changed away leaves a profile nobody lists. */
function developersWithUser(db: Executor) {
  return withUser(db).where('users.role', '=', 'developer');
}

function toDeveloperWithUser(row: AdminDeveloperRecord) {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    location: row.location,
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

function toAdminDeveloper(row: AdminDeveloperRecord & { hourlyRate: number | null }): TAdminDeveloper {
  return { ...toDeveloperWithUser(row), hourlyRate: row.hourlyRate };
}

/** Developer profiles with their user, newest first; search on name, email or title. */
export async function findAdminDevelopers(
  db: Executor,
  page: AdminPage,
): Promise<{ developers: TAdminDeveloper[]; total: number }> {
  let query = developersWithUser(db);
  if (page.search) {
    const pattern = containsPattern(page.search.toLowerCase());
    query = query.where(
      sql<boolean>`(lower(users.email) like ${pattern} or lower(users.first_name || ' ' || users.last_name) like ${pattern} or lower(coalesce(developer_profiles.title, '')) like ${pattern})`,
    );
  }
  const [rows, total] = await Promise.all([
    query
      .select([...ADMIN_DEVELOPER_COLUMNS, 'developerProfiles.hourlyRate'])
      .orderBy('developerProfiles.createdAt', 'desc')
      .orderBy('developerProfiles.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { developers: rows.map(toAdminDeveloper), total: Number(total.total) };
}

/** One developer profile with its user, locked for the caller's transaction. */
export async function lockAdminDeveloper(db: Executor, id: number): Promise<TAdminDeveloper | undefined> {
  const row = await withUser(db)
    .select([...ADMIN_DEVELOPER_COLUMNS, 'developerProfiles.hourlyRate'])
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

/** Developer profiles that wait for approval, oldest first (the admin works through them in order). */
export async function findPendingDevelopers(db: Executor): Promise<TPendingDeveloper[]> {
  const rows = await developersWithUser(db)
    .select([
      ...ADMIN_DEVELOPER_COLUMNS,
      'developerProfiles.skills',
      'developerProfiles.yearsOfExperience',
      'developerProfiles.areaOfSpecialization',
      'users.profileImageUrl',
    ])
    .where('developerProfiles.isApproved', '=', false)
    .orderBy('developerProfiles.createdAt', 'asc')
    .orderBy('developerProfiles.id', 'asc')
    .limit(ADMIN_LIMITS.listMax)
    .execute();
  return rows.map((row) => {
    const developer = toDeveloperWithUser(row);
    return {
      ...developer,
      skills: row.skills,
      yearsOfExperience: row.yearsOfExperience,
      areaOfSpecialization: row.areaOfSpecialization,
      user: { ...developer.user, profileImageUrl: row.profileImageUrl },
    };
  });
}
