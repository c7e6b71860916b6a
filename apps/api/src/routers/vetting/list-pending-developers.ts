import { findPendingDevelopers } from '@talanta/db';
import { ZPendingDeveloper } from '@talanta/schema';
import { z } from 'zod';
import { adminProcedure } from '../../trpc/procedures';
import { withVettingState } from './developer-vetting';

/**
 * GET /api/admin/pending-developers: developer profiles not listed for clients, each once with its
 * user and its vetting state (the same truth as the review queue and the approvals).
 */
export const listPendingDevelopers = adminProcedure
  .output(z.array(ZPendingDeveloper))
  .query(async ({ ctx }) => {
    const days = ctx.services.config.reapplyAfterDays;
    return (await findPendingDevelopers(ctx.db)).map((developer) => withVettingState(developer, days));
  });
