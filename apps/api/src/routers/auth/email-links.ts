import { createEmailToken, type Executor } from '@talanta/db';
import { DAY_MS, HOUR_MS, newToken } from '../../auth/tokens';
import { queueEmail } from '../../mail/queue-email';
import { emailChangedNotice, verificationEmail } from './account-emails';

export const VERIFICATION_LIFETIME_MS = 48 * HOUR_MS;
export const UNDO_EMAIL_CHANGE_LIFETIME_MS = 7 * DAY_MS;

interface Account {
  id: number;
  firstName: string;
  email: string;
  /** Its emails' language (users.locale). */
  locale?: string | null;
}

/** A single-use link proving `user.email`, stored in the caller's transaction. */
export async function newVerificationLink(trx: Executor, origin: string, user: Account): Promise<string> {
  const issued = newToken(VERIFICATION_LIFETIME_MS);
  await createEmailToken(trx, {
    tokenHash: issued.tokenHash,
    userId: user.id,
    purpose: 'verify-email',
    email: user.email,
    expiresAt: issued.expiresAt,
  });
  return `${origin}/verify-email?token=${issued.token}`;
}

/** Queues the verification email for `user.email`, in the caller's transaction. */
export async function sendVerificationLink(trx: Executor, origin: string, user: Account): Promise<void> {
  await queueEmail(trx, verificationEmail(user, await newVerificationLink(trx, origin, user)), origin);
}

/** Tells the old address about a change, with a link that restores it for 7 days. */
export async function sendEmailChangedNotice(
  trx: Executor,
  origin: string,
  user: Account,
  previousEmail: string,
): Promise<void> {
  const issued = newToken(UNDO_EMAIL_CHANGE_LIFETIME_MS);
  await createEmailToken(trx, {
    tokenHash: issued.tokenHash,
    userId: user.id,
    purpose: 'undo-email-change',
    email: previousEmail,
    expiresAt: issued.expiresAt,
  });
  const undoLink = `${origin}/undo-email-change?token=${issued.token}`;
  await queueEmail(trx, emailChangedNotice({ ...user, email: previousEmail }, user.email, undoLink), origin);
}
