import { introducedWithin24HoursShare } from '@talanta/db';
import { INTRODUCTION_LIMITS, ZIntroductionShare } from '@talanta/schema';
import { adminProcedure } from '../../trpc/procedures';

/**
 * GET /api/super-admin/introduction-share (issue 40): of the jobs posted in the last 30 days whose
 * 24 hours have passed, how many had a developer introduced within 24 hours of posting.
 */
export const introductionShare = adminProcedure.output(ZIntroductionShare).query(async ({ ctx }) => {
  const days = INTRODUCTION_LIMITS.shareDays;
  return { days, ...(await introducedWithin24HoursShare(ctx.db, { now: new Date(), days })) };
});
