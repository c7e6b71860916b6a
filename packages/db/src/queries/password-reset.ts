import { sql } from 'kysely';
import type { Executor } from './executor';
import { updatePasswordHash } from './user';

/** Queues a forgot-password request; the same single INSERT whether or not the email has an account. */
export async function enqueuePasswordResetRequest(db: Executor, email: string, linkOrigin: string) {
  await db.insertInto('passwordResetRequests').values({ email, linkOrigin }).execute();
}

/**
 * Takes the oldest waiting request off the queue inside the caller's transaction; SKIP LOCKED lets
 * several processes work on the queue at once without taking the same request twice.
 */
export function claimPasswordResetRequest(trx: Executor) {
  return trx
    .deleteFrom('passwordResetRequests')
    .where(
      'id',
      '=',
      trx.selectFrom('passwordResetRequests').select('id').orderBy('id').limit(1).forUpdate().skipLocked(),
    )
    .returning(['id', 'email', 'linkOrigin'])
    .executeTakeFirst();
}

export async function createPasswordResetToken(
  trx: Executor,
  token: { tokenHash: string; userId: number; expiresAt: Date },
) {
  await trx.insertInto('passwordResetTokens').values(token).execute();
}

/** The user a reset token belongs to, while it is unused and unexpired (one primary-key lookup). */
export async function findUsableResetTokenUserId(db: Executor, tokenHash: string) {
  const row = await db
    .selectFrom('passwordResetTokens')
    .select('userId')
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row?.userId;
}

/**
 * Uses a reset token up (unless another request used it first), sets the user's new password and
 * ends every other outstanding reset link of that user. Returns the user's id, or undefined when
 * the token was no longer usable. Run it in a transaction.
 */
export async function resetPasswordWithToken(trx: Executor, tokenHash: string, passwordHash: string) {
  const used = await trx
    .updateTable('passwordResetTokens')
    .set({ usedAt: sql<Date>`now()` })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .returning('userId')
    .executeTakeFirst();
  if (!used) return undefined;
  await updatePasswordHash(trx, used.userId, passwordHash);
  await trx
    .updateTable('passwordResetTokens')
    .set({ usedAt: sql<Date>`now()` })
    .where('userId', '=', used.userId)
    .where('usedAt', 'is', null)
    .execute();
  return used.userId;
}
