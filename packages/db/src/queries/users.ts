import type { TUser } from '@talanta/schema';
import type { UserRow } from '../types';
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
  'users.createdAt',
] as const;

export type UserRecord = Pick<
  UserRow,
  'id' | 'email' | 'firstName' | 'lastName' | 'phoneNumber' | 'role' | 'profileImageUrl' | 'createdAt'
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
    createdAt: row.createdAt.toISOString(),
  };
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
