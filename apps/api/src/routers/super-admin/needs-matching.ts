import { findJobsNeedingMatching } from '@talanta/db';
import { ZNeedsMatchingInput, ZNeedsMatchingPage } from '@talanta/schema';
import { adminProcedure } from '../../trpc/procedures';

/**
 * GET /api/super-admin/needs-matching (issue 40): open jobs posted more than 24 hours ago with
 * fewer than three introductions, oldest first, each with how long it has waited.
 */
export const needsMatching = adminProcedure
  .input(ZNeedsMatchingInput)
  .output(ZNeedsMatchingPage)
  .query(({ ctx, input }) => findJobsNeedingMatching(ctx.db, { now: new Date(), ...input }));
