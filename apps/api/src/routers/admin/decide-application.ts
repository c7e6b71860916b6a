import {
  announceChange,
  findInvitedUserIds,
  findUserIdentityByEmail,
  lockReviewApplication,
  type ReviewApplicationRecord,
  recordAudit,
  setReviewDecision,
  toReviewApplication,
} from '@talanta/db';
import {
  ADMIN_MESSAGES,
  reviewStatusOf,
  reviewTransitionError,
  type TReviewDecision,
  type TReviewStatus,
  type TUser,
} from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import type { Context } from '../../trpc/context';
import { lockActingAdmin } from './audit-actor';
import { applyApproval, applyRejection } from './review-effects';

export type AdminCallContext = Pick<Context, 'db' | 'services' | 'origin'> & { user: TUser };

function snapshot(application: ReviewApplicationRecord) {
  return {
    email: application.email,
    status: reviewStatusOf(application.isApproved),
    isApproved: application.isApproved,
    reviewedAt: application.reviewedAt?.toISOString() ?? null,
    reviewedBy: application.reviewedBy,
  };
}

/**
 * One review decision (spec 001 §4) in one transaction: lock the application, refuse a move §4
 * does not allow (409 with the reason), record the decision with its reviewer and time, carry out
 * what it leads to (invitation, profile, emails, notices) and write the audit row. Emails leave
 * once it has committed.
 */
export async function decideApplication(
  ctx: AdminCallContext,
  id: number,
  to: TReviewStatus,
): Promise<TReviewDecision> {
  const decided = await ctx.db.transaction().execute(async (trx) => {
    const actor = await lockActingAdmin(trx, ctx.user);
    const current = await lockReviewApplication(trx, id);
    if (!current) throw new TRPCError({ code: 'NOT_FOUND', message: ADMIN_MESSAGES.applicationNotFound });
    const from = reviewStatusOf(current.isApproved);
    const refusal = reviewTransitionError(from, to);
    if (refusal || to === 'pending') {
      throw new TRPCError({ code: 'CONFLICT', message: refusal ?? ADMIN_MESSAGES.rejectedToPendingInBulk });
    }
    const updated = await setReviewDecision(trx, id, to === 'approved', ctx.user.id);
    // Before the effects' notices (see announceChange): the applicant's account, the accounts the
    // application approved, and every admin's review lists.
    const account = await findUserIdentityByEmail(trx, current.email);
    const approvedThrough = from === 'approved' ? await findInvitedUserIds(trx, id) : [];
    const userIds = [...(account ? [account.id] : []), ...approvedThrough];
    await announceChange(trx, { userIds, admins: true }, ['vetting', 'user']);
    const effectContext = { trx, adminId: ctx.user.id, origin: ctx.origin };
    const effects =
      to === 'approved'
        ? await applyApproval(effectContext, updated)
        : await applyRejection(effectContext, updated, from);
    await recordAudit(trx, {
      actor,
      action: to === 'approved' ? 'application.approve' : 'application.reject',
      targetType: 'developer_application',
      targetId: id,
      before: snapshot(current),
      after: { ...snapshot(updated), ...effects },
    });
    return updated;
  });
  void ctx.services.mailer.flush();
  return {
    message: to === 'approved' ? ADMIN_MESSAGES.approved : ADMIN_MESSAGES.rejected,
    application: toReviewApplication(decided),
  };
}
