import { findDeveloperEarnings } from '@talanta/db';
import { ZEarnings } from '@talanta/schema';
import { developerProcedure } from '../../trpc/procedures';

/** GET /api/earnings: what the developer has earned, had invoiced and been paid, in cents. */
export const earnings = developerProcedure
  .output(ZEarnings)
  .query(({ ctx }) => findDeveloperEarnings(ctx.db, ctx.user.id));
