import {
  createUser,
  type Database,
  deleteUserApiTokens,
  deleteUserSessions,
  findUserCredentialsByEmail,
  type Kysely,
  restoreAdminCredentials,
} from '@talanta/db';
import { hashPassword, verifyPassword } from './auth/password';

export type AdminBootstrapResult = 'created' | 'updated' | 'unchanged';

/**
 * Makes sure the configured admin exists with the configured password. Running it again with the
 * same settings changes nothing; a changed password or a lost role is restored and that user's
 * sessions end.
 */
export async function bootstrapAdmin(
  db: Kysely<Database>,
  credentials: { email: string; password: string },
): Promise<AdminBootstrapResult> {
  const email = credentials.email.trim().toLowerCase();
  const existing = await findUserCredentialsByEmail(db, email);
  if (!existing) {
    await createUser(db, {
      email,
      passwordHash: await hashPassword(credentials.password),
      firstName: 'Platform',
      lastName: 'Admin',
      phoneNumber: null,
      role: 'admin',
      // The operator chose this address in the server's own settings.
      emailVerified: true,
    });
    return 'created';
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
