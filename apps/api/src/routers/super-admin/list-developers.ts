import { findAdminDevelopers } from '@talanta/db';
import { ZAdminDeveloperPage, ZAdminListInput } from '@talanta/schema';
import { adminProcedure } from '../../trpc/procedures';
import { withVettingState } from '../vetting/developer-vetting';

/**
 * GET /api/super-admin/developers: developer profiles with their user and vetting state (search:
 * name, email, title).
 */
export const listDevelopers = adminProcedure
  .input(ZAdminListInput)
  .output(ZAdminDeveloperPage)
  .query(async ({ ctx, input }) => {
    const page = await findAdminDevelopers(ctx.db, input);
    const days = ctx.services.config.reapplyAfterDays;
    return { ...page, developers: page.developers.map((developer) => withVettingState(developer, days)) };
  });
