import {
  announceChange,
  type Executor,
  findInvitedUserIds,
  findUserIdentityByEmail,
  lockVettingStages,
  lockVettingSubmission,
  recordAudit,
  recordVettingDecision,
  setVettingDecision,
  setVettingStage,
  toVettingStage,
  toVettingSubmission,
  type VettingSubmissionRecord,
} from '@talanta/db';
import {
  ADMIN_MESSAGES,
  isStageDone,
  missingStagesMessage,
  type TRejectionReason,
  type TUser,
  type TVettingDecision,
  type TVettingDecisionOutcome,
  type TVettingStageState,
  type TVettingStatus,
  vettingStatusOf,
  vettingTransitionError,
} from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { lockActingAdmin } from '../../trpc/audit-actor';
import type { Context } from '../../trpc/context';
import { applyApproval, applyRejection } from './review-effects';

export type AdminCallContext = Pick<Context, 'db' | 'services' | 'origin'> & { user: TUser };

function snapshot(application: VettingSubmissionRecord) {
  return {
    email: application.email,
    status: vettingStatusOf(application.isApproved),
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
export async function decideVettingSubmission(
  ctx: AdminCallContext,
  id: number,
  to: TVettingStatus,
  rejection: { reason: TRejectionReason | null; note: string | null } = { reason: null, note: null },
): Promise<TVettingDecision> {
  const decided = await ctx.db.transaction().execute(async (trx) => {
    const actor = await lockActingAdmin(trx, ctx.user);
    const current = await lockVettingSubmission(trx, id);
    if (!current) throw new TRPCError({ code: 'NOT_FOUND', message: ADMIN_MESSAGES.applicationNotFound });
    const from = vettingStatusOf(current.isApproved);
    const refusal = vettingTransitionError(from, to);
    if (refusal || to === 'pending') {
      throw new TRPCError({ code: 'CONFLICT', message: refusal ?? ADMIN_MESSAGES.rejectedToPendingInBulk });
    }
    const stages = await settleStagesForDecision(trx, current, to, ctx.user.id);
    const updated = await setVettingDecision(trx, id, to === 'approved', ctx.user.id, rejection);
    await recordVettingDecision(trx, {
      submissionId: id,
      round: current.round,
      decision: to,
      decidedBy: ctx.user.id,
      stages: stages.map(toVettingStage),
    });
    // Before the effects' notices (see announceChange): the applicant's account, the accounts the
    // application approved, and every admin's review lists.
    const account = await findUserIdentityByEmail(trx, current.email);
    const approvedThrough = from === 'approved' ? await findInvitedUserIds(trx, id) : [];
    const userIds = [...(account ? [account.id] : []), ...approvedThrough];
    await announceChange(trx, { userIds, admins: true }, ['vetting', 'user']);
    const effectContext = {
      trx,
      adminId: ctx.user.id,
      origin: ctx.origin,
      reapplyAfterDays: ctx.services.config.reapplyAfterDays,
    };
    const effects =
      to === 'approved'
        ? await applyApproval(effectContext, updated)
        : await applyRejection(effectContext, updated, from);
    await recordAudit(trx, {
      actor,
      action: to === 'approved' ? 'application.approve' : 'application.reject',
      targetType: 'vetting_submission',
      targetId: id,
      before: snapshot(current),
      after: { ...snapshot(updated), ...effects },
    });
    return { updated, stages, applicant: outcomeOf(effects) };
  });
  ctx.services.jobs.wake();
  return {
    message: to === 'approved' ? ADMIN_MESSAGES.approved : ADMIN_MESSAGES.rejected,
    application: toVettingSubmission(decided.updated, decided.stages),
    applicant: decided.applicant,
  };
}

/**
 * The stages a decision goes ahead with, and records (issue 38). Approving or rejecting is also the
 * application's screening: an application stage not yet decided passes with an approval and fails
 * with a rejection. An approval waits for every other stage marked required (409 naming them); a
 * rejection may come at any stage. The rest are recorded as they stand.
 */
async function settleStagesForDecision(
  trx: Executor,
  submission: VettingSubmissionRecord,
  to: 'approved' | 'rejected',
  adminId: number,
) {
  const stages = await lockVettingStages(trx, submission.id, submission.round);
  const application = stages.find((stage) => stage.key === 'application');
  if (to === 'approved') {
    const others = stages.filter((stage) => stage.key !== 'application').map(toVettingStage);
    const missing = missingStagesMessage(others);
    if (missing) throw new TRPCError({ code: 'CONFLICT', message: missing });
  }
  if (
    !application ||
    isStageDone(application.state as TVettingStageState) ||
    application.state === 'failed'
  ) {
    return stages;
  }
  const settled = await setVettingStage(trx, {
    submissionId: submission.id,
    round: submission.round,
    key: 'application',
    state: to === 'approved' ? 'passed' : 'failed',
    decidedBy: adminId,
  });
  return stages.map((stage) => (stage.key === 'application' ? settled : stage));
}

/** What the decision's effects did for the person, as the reviewer's notice says it. */
function outcomeOf(effects: Record<string, unknown>): TVettingDecisionOutcome {
  if (effects.invitationSent === true) return 'invited';
  if (effects.awaitingEmailProof === true) return 'awaiting_email_proof';
  if (effects.profileApproved === true) return 'profile_approved';
  if (typeof effects.existingUserRole === 'string') return 'other_role_account';
  return 'notified';
}
