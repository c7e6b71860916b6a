import type { Executor } from './executor';

/**
 * Two-factor sign-in (apps/api/src/auth/two-factor.ts checks the codes): a user's TOTP secret,
 * their hashed recovery codes and the pending sign-ins between the password and the code.
 */

/** Starts (or restarts) setup: a new pending secret; refuses nothing, the caller checks it is off. */
export async function savePendingTwoFactorSecret(
  db: Executor,
  userId: number,
  secret: Uint8Array,
): Promise<void> {
  await db
    .insertInto('twoFactorCredentials')
    .values({ userId, secret, enabledAt: null, lastUsedStep: null })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ secret, enabledAt: null, lastUsedStep: null }))
    .execute();
}

/** The user's credential, locked for the check-and-update of a code. */
export function lockTwoFactorCredential(db: Executor, userId: number) {
  return db
    .selectFrom('twoFactorCredentials')
    .select(['userId', 'secret', 'enabledAt', 'lastUsedStep'])
    .where('userId', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function isTwoFactorEnabled(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('twoFactorCredentials')
    .select('userId')
    .where('userId', '=', userId)
    .where('enabledAt', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records the accepted TOTP step, turning 2FA on when it was pending. */
export async function markTwoFactorCodeUsed(
  db: Executor,
  userId: number,
  step: number,
  enable = false,
): Promise<void> {
  await db
    .updateTable('twoFactorCredentials')
    .set(enable ? { lastUsedStep: step, enabledAt: new Date() } : { lastUsedStep: step })
    .where('userId', '=', userId)
    .execute();
}

/** Turns 2FA off: the secret, the recovery codes and any pending sign-in go. */
export async function deleteTwoFactor(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('twoFactorRecoveryCodes').where('userId', '=', userId).execute();
  await db.deleteFrom('twoFactorChallenges').where('userId', '=', userId).execute();
  await db.deleteFrom('twoFactorCredentials').where('userId', '=', userId).execute();
}

/** Replaces every recovery code of the user with new ones (hashes). */
export async function replaceRecoveryCodes(
  db: Executor,
  userId: number,
  codeHashes: string[],
): Promise<void> {
  await db.deleteFrom('twoFactorRecoveryCodes').where('userId', '=', userId).execute();
  await db
    .insertInto('twoFactorRecoveryCodes')
    .values(codeHashes.map((codeHash) => ({ userId, codeHash })))
    .execute();
}

/** Spends an unused recovery code; false when it does not exist or was used. */
export async function useRecoveryCode(db: Executor, userId: number, codeHash: string): Promise<boolean> {
  const result = await db
    .updateTable('twoFactorRecoveryCodes')
    .set({ usedAt: new Date() })
    .where('userId', '=', userId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('twoFactorRecoveryCodes')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertTwoFactorChallenge(
  db: Executor,
  challenge: { idHash: string; userId: number; userAgent: string | null; expiresAt: Date },
): Promise<void> {
  await db.insertInto('twoFactorChallenges').values(challenge).execute();
}

/** A pending sign-in that has not expired, with the role its session will need. */
export function findTwoFactorChallenge(db: Executor, idHash: string) {
  return db
    .selectFrom('twoFactorChallenges')
    .innerJoin('users', 'users.id', 'twoFactorChallenges.userId')
    .select(['twoFactorChallenges.userId', 'twoFactorChallenges.userAgent', 'users.email', 'users.role'])
    .where('twoFactorChallenges.idHash', '=', idHash)
    .where('twoFactorChallenges.expiresAt', '>', new Date())
    .executeTakeFirst();
}

/** Ends a pending sign-in; true when this call removed it (so only one request completes it). */
export async function deleteTwoFactorChallenge(db: Executor, idHash: string): Promise<boolean> {
  const result = await db.deleteFrom('twoFactorChallenges').where('idHash', '=', idHash).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteExpiredTwoFactorChallenges(db: Executor): Promise<void> {
  await db.deleteFrom('twoFactorChallenges').where('expiresAt', '<=', new Date()).execute();
}
