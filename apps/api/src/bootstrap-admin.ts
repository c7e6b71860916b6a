import {
  createUser,
  type Database,
  deleteUserApiTokens,
  deleteUserSessions,
  findUserCredentialsByEmail,
  isUniqueViolation,
  type Kysely,
  restoreAdminCredentials,
} from '@talanta/db';
import { hashPassword, verifyPassword } from './auth/password';

/** Inserts the admin, or nothing when the email is taken by then (false). */
async function createAdmin(db: Kysely<Database>, email: string, password: string): Promise<boolean> {
  try {
    await createUser(db, {
      email,
      passwordHash: await hashPassword(password),
      firstName: 'Platform',
      lastName: 'Admin',
      phoneNumber: null,
      role: 'admin',
      // The operator chose this address in the server's own settings.
      emailVerified: true,
    });
    return true;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) return false;
    throw error;
  }
}

export type AdminBootstrapResult = 'created' | 'updated' | 'unchanged';

/**
 * Makes sure the configured admin exists with the configured password. Running it again with the
 * same settings changes nothing; a changed password or a lost role is restored and that user's
 * sessions end. Processes starting together may all run it: one creates the account, the others
 * then find it as it is.
 */
export async function bootstrapAdmin(
  db: Kysely<Database>,
  credentials: { email: string; password: string },
): Promise<AdminBootstrapResult> {
  const email = credentials.email.trim().toLowerCase();
  let existing = await findUserCredentialsByEmail(db, email);
  if (!existing) {
    if (await createAdmin(db, email, credentials.password)) return 'created';
    // Another process starting at the same moment created it first: it is an existing account now.
    existing = await findUserCredentialsByEmail(db, email);
    if (!existing) throw new Error(`the admin account ${email} was neither created nor found`);
  }
  const passwordMatches = await verifyPassword(existing.passwordHash, credentials.password);
  if (passwordMatches && existing.role === 'admin') return 'unchanged';
  await db.transaction().execute(async (trx) => {
    await restoreAdminCredentials(trx, existing.id, await hashPassword(credentials.password));
    await deleteUserSessions(trx, existing.id);
    await deleteUserApiTokens(trx, existing.id);
  });
  return 'updated';
}
