import type { TUser } from '@talanta/schema';
import { isLocale, type Locale } from '@talanta/schema/i18n';
import type { NewUser, UserRow } from '../types';
import type { Executor } from './executor';

/** The columns an API user is built from; never the password hash. */
export const USER_COLUMNS = [
  'users.id',
  'users.email',
  'users.firstName',
  'users.lastName',
  'users.phoneNumber',
  'users.role',
  'users.profileImageUrl',
  'users.emailVerified',
  'users.timeZone',
  'users.locale',
  'users.createdAt',
] as const;

export type UserRecord = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'phoneNumber'
  | 'role'
  | 'profileImageUrl'
  | 'emailVerified'
  | 'timeZone'
  | 'locale'
  | 'createdAt'
>;

export function toUser(row: UserRecord): TUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    role: row.role,
    profileImageUrl: row.profileImageUrl,
    emailVerified: row.emailVerified,
    timeZone: row.timeZone,
    locale: isLocale(row.locale) ? row.locale : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Inserts a user; the caller hashes the password and decides whether the address is proven. */
export function createUser(
  db: Executor,
  user: Omit<NewUser, 'id' | 'createdAt' | 'updatedAt' | 'profileImageUrl'>,
): Promise<UserRecord> {
  return db.insertInto('users').values(user).returning(USER_COLUMNS).executeTakeFirstOrThrow();
}

export function findUserById(db: Executor, id: number): Promise<UserRecord | undefined> {
  return db.selectFrom('users').select(USER_COLUMNS).where('users.id', '=', id).executeTakeFirst();
}

/** Emails are stored lower-cased; the unique index is on lower(email) too. */
export function findUserCredentialsByEmail(db: Executor, email: string) {
  return db
    .selectFrom('users')
    .select([...USER_COLUMNS, 'users.passwordHash'])
    .where('users.email', '=', email.toLowerCase())
    .executeTakeFirst();
}

export function findUserCredentialsById(db: Executor, id: number) {
  return db
    .selectFrom('users')
    .select([...USER_COLUMNS, 'users.passwordHash'])
    .where('users.id', '=', id)
    .executeTakeFirst();
}

export interface AccountUpdate {
  firstName: string;
  lastName: string;
  email: string;
  /** Absent keeps the stored zone. */
  timeZone?: string | undefined;
  /** Absent keeps the stored number; empty removes it. */
  phoneNumber?: string | undefined;
}

/**
 * Account Settings' basic information. A new email address is unproven, so it turns
 * `emailVerified` off; returns the user and the address it replaced (null when it stayed).
 */
export async function updateUserAccount(
  db: Executor,
  userId: number,
  update: AccountUpdate,
): Promise<{ user: UserRecord; previousEmail: string | null }> {
  const current = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const email = update.email.toLowerCase();
  const changed = current.email !== email;
  const user = await db
    .updateTable('users')
    .set({
      firstName: update.firstName,
      lastName: update.lastName,
      email,
      ...(changed && { emailVerified: false }),
      ...(update.timeZone !== undefined && { timeZone: update.timeZone }),
      ...(update.phoneNumber !== undefined && { phoneNumber: update.phoneNumber || null }),
      updatedAt: new Date(),
    })
    .where('id', '=', userId)
    .returning(USER_COLUMNS)
    .executeTakeFirstOrThrow();
  return { user, previousEmail: changed ? current.email : null };
}

/** Marks the user's address proven, but only while it is still `email` (the address the link went to). */
export async function markEmailVerified(db: Executor, userId: number, email: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ emailVerified: true, updatedAt: new Date() })
    .where('id', '=', userId)
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Puts back an address the owner proved before (undoing an email change); it counts as verified. */
export async function restoreUserEmail(db: Executor, userId: number, email: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email: email.toLowerCase(), emailVerified: true, updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
}

export async function updatePasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ passwordHash, updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** Makes the user an admin with this password (the configured admin restored at start-up). */
export async function restoreAdminCredentials(
  db: Executor,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ role: 'admin', passwordHash, updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** A user by email, in any case (emails are stored lower-cased). */
export function findUserIdentityByEmail(db: Executor, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'firstName', 'role', 'emailVerified', 'locale'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

/**
 * Points the user's profile photo at a new URL (or none) and returns the URL it replaces, read
 * under a row lock so two uploads at once each learn which file they replaced.
 */
export async function replaceProfileImageUrl(
  db: Executor,
  userId: number,
  url: string | null,
): Promise<{ previous: string | null } | undefined> {
  const current = await db
    .selectFrom('users')
    .select('profileImageUrl')
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!current) return undefined;
  await db
    .updateTable('users')
    .set({ profileImageUrl: url, updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
  return { previous: current.profileImageUrl };
}

/** Keeps the language a person chose for the site and its emails (issue 41). */
export async function setUserLocale(db: Executor, userId: number, locale: Locale): Promise<UserRecord> {
  return db
    .updateTable('users')
    .set({ locale, updatedAt: new Date() })
    .where('id', '=', userId)
    .returning(USER_COLUMNS)
    .executeTakeFirstOrThrow();
}
