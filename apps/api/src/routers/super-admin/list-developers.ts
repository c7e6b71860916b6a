import { findAdminDevelopers } from '@talanta/db';
import { ZAdminDeveloperPage, ZAdminListInput } from '@talanta/schema';
import { adminProcedure } from '../../trpc/procedures';

/** GET /api/super-admin/developers: developer profiles with their user (search: name, email, title). */
export const listDevelopers = adminProcedure
  .input(ZAdminListInput)
  .output(ZAdminDeveloperPage)
  .query(({ ctx, input }) => findAdminDevelopers(ctx.db, input));
