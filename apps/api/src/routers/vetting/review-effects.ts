import {
  applyApplicationToProfile,
  createInvitation,
  createNotification,
  type Database,
  findInvitedUserIds,
  findUserIdentityByEmail,
  revokeOpenInvitations,
  type Transaction,
  type VettingSubmissionRecord,
  withdrawDeveloperApproval,
} from '@talanta/db';
import { describeRejection, type TVettingStatus, toRejection } from '@talanta/schema';
import { queueEmail } from '../../mail/queue-email';
import { newVerificationLink } from '../auth/email-links';
import { invitationLink, newInvitationToken } from './invitation-token';
import { formatReapplyDate, reapplyDate } from './reapply-date';
import {
  approvedConfirmAddressEmail,
  approvedWithAccountEmail,
  invitationEmail,
  rejectionEmail,
} from './review-emails';

/** What a review decision leads to, all inside the decision's transaction (recorded in the audit row). */

interface EffectContext {
  trx: Transaction<Database>;
  adminId: number;
  origin: string;
  /** REAPPLY_AFTER_DAYS: a rejection tells the person from when they may apply again. */
  reapplyAfterDays: number;
}

/**
 * Approved: a person without an account is invited to create one (their profile is filled from the
 * application when they register with the invitation's link); a developer account that has proven
 * this address (or submitted the application while signed in) is approved at once, its empty
 * profile fields filled in; an unproven one is sent a verification link that claims the
 * application; any other account holder is notified.
 */
export async function applyApproval(
  { trx, adminId, origin }: EffectContext,
  application: VettingSubmissionRecord,
): Promise<Record<string, unknown>> {
  const invitation = newInvitationToken();
  const account = await findUserIdentityByEmail(trx, application.email);
  const base = {
    tokenHash: invitation.tokenHash,
    email: application.email,
    vettingSubmissionId: application.id,
    invitedBy: adminId,
    expiresAt: invitation.expiresAt,
  };
  if (!account) {
    await createInvitation(trx, base);
    await queueEmail(
      trx,
      invitationEmail(application, invitationLink(origin, application, invitation.token)),
      origin,
    );
    return { invitationSent: true, invitationExpiresAt: invitation.expiresAt.toISOString() };
  }

  // An application the account itself submitted while signed in needs no further proof.
  const submittedByAccount = application.submittedBy === account.id;
  if (account.role === 'developer' && !account.emailVerified && !submittedByAccount) {
    // Anyone can register an address they do not own: the application attaches only once the
    // account proves the address, through the link this email carries (verifyEmail claims it).
    await createInvitation(trx, base);
    const link = await newVerificationLink(trx, origin, account);
    await queueEmail(trx, approvedConfirmAddressEmail(application, account, link), origin);
    return { existingUserId: account.id, existingUserRole: account.role, awaitingEmailProof: true };
  }
  if (account.role === 'developer') {
    await applyApplicationToProfile(trx, account.id, application, { onlyBlanks: true });
    // The invitation, applied at once, links the account to this application.
    await createInvitation(trx, { ...base, usedBy: account.id });
  }
  await createNotification(trx, {
    userId: account.id,
    type: 'success',
    title: 'Your Tech Talent application was approved',
    message:
      account.role === 'developer'
        ? 'Your developer profile is approved and visible to clients.'
        : `Your account is a ${account.role} account: reply to our email to switch it to Tech Talent.`,
    link: account.role === 'developer' ? '/developer/profile' : null,
  });
  await queueEmail(trx, approvedWithAccountEmail(application, account, origin, account.role), origin);
  return {
    existingUserId: account.id,
    existingUserRole: account.role,
    profileApproved: account.role === 'developer',
  };
}

/**
 * Rejected: open invitations are withdrawn; after an approval, the profile approved through it is
 * unlisted again; the person gets a polite email with the reason, the note and the date from which
 * they may apply again and, with an account, a notice saying the same.
 */
export async function applyRejection(
  { trx, reapplyAfterDays, origin }: EffectContext,
  application: VettingSubmissionRecord,
  from: TVettingStatus,
): Promise<Record<string, unknown>> {
  const invitationsRevoked = await revokeOpenInvitations(trx, application.id);
  const approvalWithdrawnFrom: number[] = [];
  if (from === 'approved') {
    for (const userId of await findInvitedUserIds(trx, application.id)) {
      if (await withdrawDeveloperApproval(trx, userId)) approvalWithdrawnFrom.push(userId);
    }
  }
  const reapplyFrom = formatReapplyDate(reapplyDate(application.reviewedAt ?? new Date(), reapplyAfterDays));
  const { reason } = toRejection(application.rejectionReason, application.rejectionNote);
  const why = describeRejection(reason, application.rejectionNote);
  const account = await findUserIdentityByEmail(trx, application.email);
  if (account) {
    const withdrawn = approvalWithdrawnFrom.includes(account.id);
    await createNotification(trx, {
      userId: account.id,
      type: 'warning',
      title: withdrawn
        ? 'Your Tech Talent approval was withdrawn'
        : 'Your Tech Talent application was not approved',
      message: [
        withdrawn
          ? 'After a further review your profile is no longer listed for clients.'
          : 'Thank you for applying.',
        why,
        `You may apply again from ${reapplyFrom}.`,
      ]
        .filter(Boolean)
        .join(' '),
      link: null,
    });
  }
  await queueEmail(
    trx,
    rejectionEmail(application, account ?? null, {
      afterApproval: from === 'approved',
      reason,
      note: application.rejectionNote,
      reapplyFrom,
    }),
    origin,
  );
  return { invitationsRevoked, approvalWithdrawnFrom, reapplyFrom };
}
