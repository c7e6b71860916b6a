import { ADMIN_LIMITS, type TVettingProgress } from '@talanta/schema';
import { sql } from 'kysely';
import type { DeveloperProfileRow, UserRow } from '../types';
import type { Executor } from './executor';
import { containsPattern } from './like-pattern';

/**
 * Developer profiles as admins see them, with their user and the state of their vetting
 * application: the super admin's list, the queue of unlisted profiles and the approvals share one
 * select and one mapping, so every screen and every approval reads the same truth.
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
  'vetting.id as vettingId',
  'vetting.isApproved as vettingIsApproved',
  'vetting.createdAt as vettingSubmittedAt',
  'vetting.reviewedAt as vettingReviewedAt',
] as const;

type AdminDeveloperRecord = Pick<
  DeveloperProfileRow,
  'id' | 'userId' | 'title' | 'location' | 'isApproved' | 'isVerified' | 'createdAt'
> &
  Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'emailVerified'> & {
    vettingId: number | null;
    vettingIsApproved: boolean | null;
    vettingSubmittedAt: Date | null;
    vettingReviewedAt: Date | null;
    vettingLinked: boolean;
  };

/**
 * The application that speaks for a developer account: the one an invitation of it was applied
 * to (the account proved the address), else one it submitted signed in, else the one under its
 * email. A changed email therefore does not shed a rejection the account itself received.
 */
const LINKED_APPLICATION_ID = sql<number | null>`coalesce(
  (select i.vetting_submission_id from invitations i where i.used_by = users.id
    order by i.used_at desc nulls last, i.id desc limit 1),
  (select s.id from vetting_submissions s where s.submitted_by = users.id
    order by s.created_at desc, s.id desc limit 1),
  (select s.id from vetting_submissions s where lower(s.email) = lower(users.email) limit 1))`;

/** Whether the application reached this account through an invitation (approved and proven). */
const VETTING_LINKED = sql<boolean>`exists (select 1 from invitations i
  where i.used_by = users.id and i.vetting_submission_id = vetting.id)`.as('vettingLinked');

function withUser(db: Executor) {
  return db
    .selectFrom('developerProfiles')
    .innerJoin('users', 'users.id', 'developerProfiles.userId')
    .leftJoin('vettingSubmissions as vetting', (join) =>
      join.on(sql<boolean>`vetting.id = ${LINKED_APPLICATION_ID}`),
    );
}

/** The raw state of a developer's vetting; the API adds the reapply date from its configuration. */
export interface DeveloperVettingRecord {
  status: TVettingProgress;
  applicationId: number | null;
  submittedAt: string | null;
  /** Rejected: when, for the date from which they may apply again. */
  rejectedAt: Date | null;
}

/** In the developer's own words (vetting.myStatus): an approval not yet proven waits for the email. */
function toDeveloperVetting(row: AdminDeveloperRecord): DeveloperVettingRecord {
  const submittedAt = row.vettingSubmittedAt?.toISOString() ?? null;
  const base = { applicationId: row.vettingId, submittedAt, rejectedAt: null };
  if (row.vettingId === null) return { ...base, status: 'not_started' };
  if (row.vettingIsApproved === null) return { ...base, status: 'pending' };
  if (row.vettingIsApproved === false) {
    return { ...base, status: 'rejected', rejectedAt: row.vettingReviewedAt ?? row.vettingSubmittedAt };
  }
  return { ...base, status: row.vettingLinked ? 'approved' : 'confirm_email' };
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
    vetting: toDeveloperVetting(row),
  };
}

export type AdminDeveloperWithVetting = ReturnType<typeof toAdminDeveloper>;

function toAdminDeveloper(row: AdminDeveloperRecord & { hourlyRate: number | null }) {
  return { ...toDeveloperWithUser(row), hourlyRate: row.hourlyRate };
}

/** Developer profiles with their user, newest first; search on name, email or title. */
export async function findAdminDevelopers(
  db: Executor,
  page: AdminPage,
): Promise<{ developers: AdminDeveloperWithVetting[]; total: number }> {
  let query = developersWithUser(db);
  if (page.search) {
    const pattern = containsPattern(page.search.toLowerCase());
    query = query.where(
      sql<boolean>`(lower(users.email) like ${pattern} or lower(users.first_name || ' ' || users.last_name) like ${pattern} or lower(coalesce(developer_profiles.title, '')) like ${pattern})`,
    );
  }
  const [rows, total] = await Promise.all([
    query
      .select([...ADMIN_DEVELOPER_COLUMNS, 'developerProfiles.hourlyRate', VETTING_LINKED])
      .orderBy('developerProfiles.createdAt', 'desc')
      .orderBy('developerProfiles.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { developers: rows.map(toAdminDeveloper), total: Number(total.total) };
}

/**
 * One developer profile with its user and vetting state, locked for the caller's transaction. The
 * application is locked first, as a review decision locks it before it touches the profile: an
 * approval and a rejection of the same person are serialised in one order, and the state read
 * here holds until the caller commits.
 */
export async function lockAdminDeveloper(
  db: Executor,
  id: number,
): Promise<AdminDeveloperWithVetting | undefined> {
  await db
    .selectFrom('vettingSubmissions')
    .select('vettingSubmissions.id')
    .where(
      'vettingSubmissions.id',
      '=',
      db
        .selectFrom('developerProfiles')
        .innerJoin('users', 'users.id', 'developerProfiles.userId')
        .select(LINKED_APPLICATION_ID.as('applicationId'))
        .where('developerProfiles.id', '=', id),
    )
    .forUpdate()
    .execute();
  const row = await withUser(db)
    .select([...ADMIN_DEVELOPER_COLUMNS, 'developerProfiles.hourlyRate', VETTING_LINKED])
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

/**
 * Developer profiles not listed for clients, each once with its vetting state, oldest first (the
 * admin works through them in order).
 */
export async function findPendingDevelopers(db: Executor) {
  const rows = await developersWithUser(db)
    .select([
      ...ADMIN_DEVELOPER_COLUMNS,
      VETTING_LINKED,
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
