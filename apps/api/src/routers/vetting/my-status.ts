import { findVettingStatusByEmail, isDeveloperApproved } from '@talanta/db';
import {
  addBusinessDays,
  describeRejection,
  type TMyVettingStatus,
  toRejection,
  VETTING_REVIEW_BUSINESS_DAYS,
  ZMyVettingStatus,
} from '@talanta/schema';
import { developerProcedure } from '../../trpc/procedures';
import { formatReapplyDate, reapplyDate } from './reapply-date';

const NOTHING = { submittedAt: null, reviewExpectedBy: null, rejectionReason: null, reapplyAfter: null };

/**
 * GET /api/developer/vetting-status: where the signed-in developer's vetting stands, read from
 * their profile's approval and the application under their email; a draft in this browser counts
 * as started. Pending answers when the review promise ends, rejected from when to apply again.
 */
export const myStatus = developerProcedure
  .output(ZMyVettingStatus)
  .query(async ({ ctx }): Promise<TMyVettingStatus> => {
    const [approved, application] = await Promise.all([
      isDeveloperApproved(ctx.db, ctx.user.id),
      findVettingStatusByEmail(ctx.db, ctx.user.email),
    ]);
    const submittedAt = application?.createdAt.toISOString() ?? null;
    if (approved) return { ...NOTHING, status: 'approved', submittedAt };
    if (!application) {
      const draft = ctx.draftSession?.read();
      return { ...NOTHING, status: draft ? 'draft' : 'not_started' };
    }
    if (application.isApproved === false) {
      const { reason } = toRejection(application.rejectionReason, application.rejectionNote);
      const rejectedAt = application.reviewedAt ?? application.createdAt;
      return {
        ...NOTHING,
        status: 'rejected',
        submittedAt,
        rejectionReason: describeRejection(reason, application.rejectionNote) || null,
        reapplyAfter: formatReapplyDate(reapplyDate(rejectedAt, ctx.services.config.reapplyAfterDays)),
      };
    }
    if (application.isApproved === true && !ctx.user.emailVerified) {
      return { ...NOTHING, status: 'confirm_email', submittedAt };
    }
    // Pending, or approved while the profile's approval was withdrawn since: the admins decide.
    const expected = addBusinessDays(application.createdAt, VETTING_REVIEW_BUSINESS_DAYS);
    return { ...NOTHING, status: 'pending', submittedAt, reviewExpectedBy: expected.toISOString() };
  });
