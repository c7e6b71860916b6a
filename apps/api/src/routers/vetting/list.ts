import { findVettingSubmissions } from '@talanta/db';
import { ZVettingList, ZVettingListInput } from '@talanta/schema';
import { adminProcedure } from '../../trpc/procedures';

/** GET /api/admin/developer-applications: the review queue, or one tab's searched and filtered page. */
export const list = adminProcedure
  .input(ZVettingListInput)
  .output(ZVettingList)
  .query(({ ctx, input }) => findVettingSubmissions(ctx.db, input));
