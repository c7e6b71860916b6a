import { findAdminJobs } from '@talanta/db';
import { ZAdminJobPage, ZAdminListInput } from '@talanta/schema';
import { adminProcedure } from '../../trpc/procedures';

/** GET /api/super-admin/jobs: every job in any status, newest first (search: title). */
export const listJobs = adminProcedure
  .input(ZAdminListInput)
  .output(ZAdminJobPage)
  .query(({ ctx, input }) => findAdminJobs(ctx.db, input));
