import { announceChange, type Executor, findUserIdentityByEmail } from '@talanta/db';
import type { TVettingStageKey, TVettingStageState } from '@talanta/schema';
import { queueEmail } from '../../mail/queue-email';
import { vettingStageEmail } from './review-emails';

/**
 * After a stage changed (an admin's record or the assessment's grade): the applicant's screens and
 * every admin's lists hear of it, and the applicant is emailed when the state moved.
 */
export async function announceStageChange(
  trx: Executor,
  submission: { email: string; firstName: string; locale?: string | null },
  change: { stage: TVettingStageKey; state: TVettingStageState; moved: boolean },
  origin: string,
): Promise<void> {
  const account = await findUserIdentityByEmail(trx, submission.email);
  await announceChange(trx, { userIds: account ? [account.id] : [], admins: true }, ['vetting']);
  if (!change.moved) return;
  const email = vettingStageEmail(submission, account ?? null, change.stage, change.state, origin);
  await queueEmail(trx, email, origin);
}
