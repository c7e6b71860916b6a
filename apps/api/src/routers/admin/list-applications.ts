import { findReviewApplications } from '@talanta/db';
import { ZReviewList, ZReviewListInput } from '@talanta/schema';
import { adminProcedure } from '../../trpc/procedures';

/** GET /api/admin/developer-applications: the review queue, or one tab's searched and filtered page. */
export const listApplications = adminProcedure
  .input(ZReviewListInput)
  .output(ZReviewList)
  .query(({ ctx, input }) => findReviewApplications(ctx.db, input));
