import {
  DEVELOPER_PROFILE_PARTS,
  developerProfileCompletion,
  type TClientBilling,
  type TClientProfile,
  type TClientSettingsUpdate,
  type TDeveloperProfile,
  type TDeveloperSettingsUpdate,
} from '@talanta/schema';
import type { ClientProfileRow, DeveloperProfileRow, UserRow } from '../types';
import type { Executor } from './executor';

/** The owner's own user fields inside their profile (their email is theirs; no phone, no hash). */
const OWNER_COLUMNS = ['users.email', 'users.firstName', 'users.lastName', 'users.profileImageUrl'] as const;

/** A developer profile's own fields, which its owner and the public both see. */
export const DEVELOPER_PROFILE_COLUMNS = [
  'developerProfiles.id',
  'developerProfiles.userId',
  'developerProfiles.title',
  'developerProfiles.bio',
  'developerProfiles.skills',
  'developerProfiles.hourlyRate',
  'developerProfiles.yearsOfExperience',
  'developerProfiles.availability',
  'developerProfiles.location',
  'developerProfiles.githubUrl',
  'developerProfiles.linkedinUrl',
  'developerProfiles.portfolioUrl',
  'developerProfiles.areaOfSpecialization',
  'developerProfiles.isApproved',
  'developerProfiles.isVerified',
] as const;

type OwnerFields = Pick<UserRow, 'email' | 'firstName' | 'lastName' | 'profileImageUrl'>;

/** The résumé's state, which only the developer's own profile shows (the public sees `hasResume`). */
const OWN_RESUME_COLUMNS = [
  'developerProfiles.resumeUploadedAt',
  'developerProfiles.resumeVisibleToClients',
] as const;
type OwnResumeFields = Pick<DeveloperProfileRow, 'resumeUploadedAt' | 'resumeVisibleToClients'>;

export type DeveloperProfileRecord = Pick<
  DeveloperProfileRow,
  (typeof DEVELOPER_PROFILE_COLUMNS)[number] extends `developerProfiles.${infer C}` ? C : never
> &
  OwnerFields;

/** The fields of DEVELOPER_PROFILE_COLUMNS as the API shows them. */
export function toDeveloperProfileFields(row: Omit<DeveloperProfileRecord, keyof OwnerFields>) {
  return {
    id: row.id,
    userId: row.userId,
    title: row.title,
    bio: row.bio,
    skills: row.skills,
    hourlyRate: row.hourlyRate,
    yearsOfExperience: row.yearsOfExperience,
    availability: row.availability,
    location: row.location,
    githubUrl: row.githubUrl,
    linkedinUrl: row.linkedinUrl,
    portfolioUrl: row.portfolioUrl,
    areaOfSpecialization: row.areaOfSpecialization,
    isApproved: row.isApproved,
    isVerified: row.isVerified,
  };
}

export type OwnDeveloperProfileRecord = DeveloperProfileRecord & OwnResumeFields;

/** The one mapping of a developer's own profile, with the completion the server computes. */
export function toDeveloperProfile(row: OwnDeveloperProfileRecord): TDeveloperProfile {
  const completion = developerProfileCompletion(row);
  return {
    ...toDeveloperProfileFields(row),
    completionPercentage: completion.percentage,
    missing: completion.missing,
    user: ownerOf(row),
    resumeUploadedAt: row.resumeUploadedAt?.toISOString() ?? null,
    resumeVisibleToClients: row.resumeVisibleToClients,
  };
}

/** Creates the user's (empty) profile row unless it exists: a role changed by an admin leaves none. */
async function ensureProfileRow(
  db: Executor,
  table: 'developerProfiles' | 'clientProfiles',
  userId: number,
): Promise<void> {
  await db
    .insertInto(table)
    .values({ userId })
    .onConflict((conflict) => conflict.column('userId').doNothing())
    .execute();
}

function ownerOf(row: OwnerFields & { userId: number }) {
  return {
    id: row.userId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
  };
}

/** A new developer's profile with the two fields registration asks for. */
export async function createDeveloperProfile(
  db: Executor,
  userId: number,
  fields: Pick<DeveloperProfileRow, 'areaOfSpecialization' | 'githubUrl'>,
): Promise<void> {
  await db
    .insertInto('developerProfiles')
    .values({ userId, ...fields })
    .execute();
}

export async function createClientProfile(db: Executor, userId: number): Promise<void> {
  await db.insertInto('clientProfiles').values({ userId }).execute();
}

/** The parts that count toward completion which the profile row holds (the photo is on the user). */
const COMPLETION_COLUMNS = DEVELOPER_PROFILE_PARTS.flatMap((part) =>
  part.key === 'profileImageUrl' ? [] : [part.key],
);

export function findDeveloperProfileForCompletion(db: Executor, userId: number) {
  return db
    .selectFrom('developerProfiles')
    .select(COMPLETION_COLUMNS)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** What registration asked a developer that the vetting application asks too (issue 38: nothing twice). */
export function findDeveloperApplicationDefaults(db: Executor, userId: number) {
  return db
    .selectFrom('developerProfiles')
    .select(['githubUrl', 'linkedinUrl', 'portfolioUrl', 'areaOfSpecialization'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/**
 * The developer's own profile, made (empty) on first use: registration makes one, but a user whose
 * role an admin changed to developer has none yet.
 */
export async function findOrCreateDeveloperProfile(
  db: Executor,
  userId: number,
): Promise<OwnDeveloperProfileRecord> {
  await ensureProfileRow(db, 'developerProfiles', userId);
  return findDeveloperProfile(db, userId);
}

function findDeveloperProfile(db: Executor, userId: number): Promise<OwnDeveloperProfileRecord> {
  return db
    .selectFrom('developerProfiles')
    .innerJoin('users', 'users.id', 'developerProfiles.userId')
    .select([...DEVELOPER_PROFILE_COLUMNS, ...OWNER_COLUMNS, ...OWN_RESUME_COLUMNS])
    .where('developerProfiles.userId', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Writes the fields of either developer form (the page's or Account Settings'). */
export async function updateDeveloperProfile(
  db: Executor,
  userId: number,
  fields: TDeveloperSettingsUpdate,
): Promise<OwnDeveloperProfileRecord> {
  await ensureProfileRow(db, 'developerProfiles', userId);
  await db
    .updateTable('developerProfiles')
    .set({ ...fields, updatedAt: new Date() })
    .where('userId', '=', userId)
    .execute();
  return findDeveloperProfile(db, userId);
}

const CLIENT_PROFILE_COLUMNS = [
  'clientProfiles.id',
  'clientProfiles.userId',
  'clientProfiles.companyName',
  'clientProfiles.companySize',
  'clientProfiles.industry',
  'clientProfiles.description',
  'clientProfiles.location',
  'clientProfiles.websiteUrl',
  'clientProfiles.listedPublicly',
  'clientProfiles.taxNumber',
  'clientProfiles.taxNumberKind',
  'clientProfiles.country',
  'clientProfiles.billingAddress',
] as const;

export type ClientProfileRecord = Pick<
  ClientProfileRow,
  (typeof CLIENT_PROFILE_COLUMNS)[number] extends `clientProfiles.${infer C}` ? C : never
> &
  OwnerFields;

export function toClientProfile(row: ClientProfileRecord): TClientProfile {
  return {
    id: row.id,
    userId: row.userId,
    companyName: row.companyName,
    companySize: row.companySize,
    industry: row.industry,
    description: row.description,
    location: row.location,
    websiteUrl: row.websiteUrl,
    listedPublicly: row.listedPublicly,
    billing: {
      taxNumber: row.taxNumber,
      taxNumberKind: row.taxNumberKind,
      country: row.country,
      billingAddress: row.billingAddress,
    },
    user: ownerOf(row),
  };
}

/** The client's own company profile, made (empty) on first use, as for developers. */
export async function findOrCreateClientProfile(db: Executor, userId: number): Promise<ClientProfileRecord> {
  await ensureProfileRow(db, 'clientProfiles', userId);
  return findClientProfile(db, userId);
}

function findClientProfile(db: Executor, userId: number): Promise<ClientProfileRecord> {
  return db
    .selectFrom('clientProfiles')
    .innerJoin('users', 'users.id', 'clientProfiles.userId')
    .select([...CLIENT_PROFILE_COLUMNS, ...OWNER_COLUMNS])
    .where('clientProfiles.userId', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function updateClientProfile(
  db: Executor,
  userId: number,
  fields: TClientSettingsUpdate | TClientBilling,
): Promise<ClientProfileRecord> {
  await ensureProfileRow(db, 'clientProfiles', userId);
  await db
    .updateTable('clientProfiles')
    .set({ ...fields, updatedAt: new Date() })
    .where('userId', '=', userId)
    .execute();
  return findClientProfile(db, userId);
}

/** Vetting is the product's promise: only developers an administrator approved may apply. */
/** A developer's two ids: the developer id the API names them by, and their user account's id. */
export interface DeveloperIds {
  developerId: number;
  userId: number;
  isApproved: boolean;
}

/**
 * The developer with this developer (profile) id, or with this user id; null when there is none
 * (a profile left behind by a user whose role changed is no developer's).
 */
export async function findDeveloperIds(
  db: Executor,
  by: { developerId: number } | { userId: number },
): Promise<DeveloperIds | null> {
  const query = db
    .selectFrom('developerProfiles')
    .innerJoin('users', 'users.id', 'developerProfiles.userId')
    .select([
      'developerProfiles.id as developerId',
      'developerProfiles.userId',
      'developerProfiles.isApproved',
    ])
    .where('users.role', '=', 'developer');
  const row = await ('developerId' in by
    ? query.where('developerProfiles.id', '=', by.developerId)
    : query.where('developerProfiles.userId', '=', by.userId)
  ).executeTakeFirst();
  return row ?? null;
}

export async function isDeveloperApproved(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('developerProfiles')
    .select('isApproved')
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row?.isApproved === true;
}

/** Unlists an approved developer again (an approval withdrawn); returns whether it was approved. */
export async function withdrawDeveloperApproval(db: Executor, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('developerProfiles')
    .set({ isApproved: false, updatedAt: new Date() })
    .where('userId', '=', userId)
    .where('isApproved', '=', true)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
