import { readVettingStats } from '@talanta/db';
import { VETTING_STATS_WINDOW_DAYS, ZVettingStats } from '@talanta/schema';
import { publicProcedure } from '../../trpc/procedures';

/**
 * GET /api/vetting/stats (issue 38, public): the acceptance rate, approved over decided in the last
 * 365 days with both counts, each submission's round counted once by its latest decision. The
 * public pages' "top N%" reads the same figure (stats.public).
 */
export const stats = publicProcedure
  .output(ZVettingStats)
  .query(({ ctx }) => readVettingStats(ctx.db, VETTING_STATS_WINDOW_DAYS));
