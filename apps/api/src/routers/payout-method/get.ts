import { findPayoutMethod } from '@talanta/db';
import { ZPayoutMethod } from '@talanta/schema';
import { developerProcedure } from '../../trpc/procedures';
import { toPayoutMethod } from './to-payout-method';

/** GET /api/payout-method: the developer's payout method, masked; null before they set one. */
export const get = developerProcedure
  .output(ZPayoutMethod)
  .query(async ({ ctx }) => toPayoutMethod(await findPayoutMethod(ctx.db, ctx.user.id)));
