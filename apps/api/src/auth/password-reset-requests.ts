import {
  claimPasswordResetRequest,
  createPasswordResetToken,
  type Database,
  findUserCredentialsByEmail,
  type Kysely,
} from '@talanta/db';
import { queueEmail } from '../mail/queue-email';
import { passwordResetEmail } from '../routers/auth/account-emails';
import { HOUR_MS, newToken } from './tokens';

export const RESET_TOKEN_LIFETIME_MS = HOUR_MS;
/** The runner's job that works through the queued forgot-password requests. */
export const PASSWORD_RESET_JOB = 'password-reset.requests';

/**
 * Works on the queued forgot-password requests after their answer has gone out, so the answer's
 * timing cannot tell whether an account exists (forgot-password queues the request and this job in
 * one transaction; a schedule catches requests left by a stopped process). Each request is taken
 * off the queue in the same transaction that issues its token and queues its email, so a crash
 * loses nothing: the request stays queued until that transaction commits.
 */
export async function handlePasswordResetRequests(db: Kysely<Database>): Promise<void> {
  while (await handleOne(db)) {}
}

/** False when nothing waited. */
function handleOne(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const request = await claimPasswordResetRequest(trx);
    if (!request) return false;
    const user = await findUserCredentialsByEmail(trx, request.email);
    if (!user) return true;
    const { token, tokenHash, expiresAt } = newToken(RESET_TOKEN_LIFETIME_MS);
    await createPasswordResetToken(trx, { tokenHash, userId: user.id, expiresAt });
    const link = `${request.linkOrigin}/reset-password?token=${token}`;
    await queueEmail(trx, passwordResetEmail(user, link), request.linkOrigin);
    return true;
  });
}
