import { findPlatformStats } from '@talanta/db';
import { ZPlatformStats } from '@talanta/schema';
import { adminProcedure } from '../../trpc/procedures';

/** GET /api/super-admin/stats: users, developers, active (open) jobs and job applications. */
export const stats = adminProcedure.output(ZPlatformStats).query(({ ctx }) => findPlatformStats(ctx.db));
