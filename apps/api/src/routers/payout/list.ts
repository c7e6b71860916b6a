import { findDeveloperPayouts } from '@talanta/db';
import { ZPayout } from '@talanta/schema';
import { z } from 'zod';
import { developerProcedure } from '../../trpc/procedures';
import { toPayout } from './to-payout';

/** GET /api/payouts: the developer's own payouts, newest first, each with its state and dates. */
export const list = developerProcedure
  .output(z.array(ZPayout))
  .query(async ({ ctx }) => (await findDeveloperPayouts(ctx.db, ctx.user.id)).map(toPayout));
