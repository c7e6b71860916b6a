import { findVettingStatusByEmail, listVettingStages, toVettingStage } from '@talanta/db';
import {
  currentVettingStage,
  describeRejection,
  toRejection,
  VETTING_STAGE_MESSAGES,
  ZVettingStatus,
} from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { developerProcedure } from '../../trpc/procedures';
import { formatReapplyDate, reapplyDate } from './reapply-date';

/**
 * GET /api/vetting/status (issue 38): the signed-in developer's submission with its stages in
 * order, where it stands and the decision. The applicant reads states, dates and their own
 * assessment score; never admin notes or interview ratings. 404 before they have applied.
 */
export const status = developerProcedure.output(ZVettingStatus).query(async ({ ctx }) => {
  const submission = await findVettingStatusByEmail(ctx.db, ctx.user.email);
  if (!submission) throw new TRPCError({ code: 'NOT_FOUND', message: VETTING_STAGE_MESSAGES.noApplication });
  const stages = (await listVettingStages(ctx.db, submission.id)).map(toVettingStage);
  const rejected = submission.isApproved === false;
  const rejection = rejected ? toRejection(submission.rejectionReason, submission.rejectionNote) : null;
  const rejectedAt = submission.reviewedAt ?? submission.createdAt;
  return {
    submissionId: submission.id,
    stage: submission.isApproved === null ? currentVettingStage(stages) : 'decision',
    decision: submission.isApproved === null ? null : submission.isApproved ? 'approved' : 'rejected',
    stages,
    submittedAt: submission.createdAt.toISOString(),
    rejectionReason: rejection ? describeRejection(rejection.reason, submission.rejectionNote) || null : null,
    reapplyAfter: rejected
      ? formatReapplyDate(reapplyDate(rejectedAt, ctx.services.config.reapplyAfterDays))
      : null,
  };
});
