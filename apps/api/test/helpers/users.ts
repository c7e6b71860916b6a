import type { Database, Kysely } from '@talanta/db';
import { toUser, USER_COLUMNS } from '@talanta/db';
import type { TUser, TUserRole } from '@talanta/schema';
import { hashPassword } from '../../src/auth/password';
import { createSession } from '../../src/auth/session';
import type { TestApp } from './app';
import type { HttpClient } from './http';

/** The password of every factory user; hashed once per test file (argon2 costs ~50 ms a hash). */
export const TEST_PASSWORD = 'factory-password-1';
let passwordHash: Promise<string> | undefined;
function factoryPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
}

let sequence = 0;
/** An email no other test of the run uses. */
export function uniqueEmail(label = 'user'): string {
  sequence += 1;
  return `${label}-${sequence}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export interface CreatedUser {
  user: TUser;
  email: string;
  password: string;
  /** A developer's developer id (their profile's: what the API names developers by); null for other roles. */
  developerId: number | null;
}

/** Inserts a user of the given role (with its empty profile) straight into the database. */
export async function createUser(
  db: Kysely<Database>,
  role: TUserRole,
  fields: { email?: string; firstName?: string; lastName?: string } = {},
): Promise<CreatedUser> {
  const email = (fields.email ?? uniqueEmail(role)).toLowerCase();
  const row = await db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('users')
      .values({
        email,
        passwordHash: await factoryPasswordHash(),
        firstName: fields.firstName ?? 'Test',
        lastName: fields.lastName ?? role[0]!.toUpperCase() + role.slice(1),
        phoneNumber: '+254700000000',
        role,
      })
      .returning(USER_COLUMNS)
      .executeTakeFirstOrThrow();
    let developerId: number | null = null;
    if (role === 'developer') {
      const profile = await trx
        .insertInto('developerProfiles')
        .values({ userId: created.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      developerId = profile.id;
    } else if (role === 'client') {
      await trx.insertInto('clientProfiles').values({ userId: created.id }).execute();
    }
    return { created, developerId };
  });
  return { user: toUser(row.created), email, password: TEST_PASSWORD, developerId: row.developerId };
}

/** Signs a client in without the login route: a real session row, its token in the client's jar. */
export async function signInAs(db: Kysely<Database>, client: HttpClient, user: TUser): Promise<string> {
  const session = await createSession(db, user.id, user.role);
  client.sessionToken = session.token;
  return session.token;
}

/** A signed-in client for a new user of the role. */
export async function signedInClient(
  db: Kysely<Database>,
  client: HttpClient,
  role: TUserRole,
): Promise<CreatedUser & { client: HttpClient; token: string }> {
  const created = await createUser(db, role);
  const token = await signInAs(db, client, created.user);
  return { ...created, client, token };
}

/** Back-dates a user's sign-up, for the filters and reports that count days. */
export async function setCreatedAt(db: Kysely<Database>, userId: number, at: Date): Promise<void> {
  await db.updateTable('users').set({ createdAt: at }).where('id', '=', userId).execute();
}

/** A signed-in client for a new user of the role, on the test file's app. */
export function signedIn(t: TestApp, role: TUserRole) {
  return signedInClient(t.db, t.http(), role);
}
