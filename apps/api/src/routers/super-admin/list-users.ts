import { findAdminUsers } from '@talanta/db';
import { ZAdminUserPage, ZAdminUsersInput } from '@talanta/schema';
import { adminProcedure } from '../../trpc/procedures';

/**
 * GET /api/super-admin/users: newest first; `search` (email or full name), `role`, `date` (today,
 * yesterday by calendar date in `timeZone`, or week: the last 7 days), `limit`/`offset`.
 */
export const listUsers = adminProcedure
  .input(ZAdminUsersInput)
  .output(ZAdminUserPage)
  .query(({ ctx, input }) => findAdminUsers(ctx.db, input));
