import { findPayoutById } from '@talanta/db';
import { PAYOUT_MESSAGES, ZAdminPayout, ZUpdatePayoutInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { markPayout } from '../../payments/mark-payout';
import { adminProcedure } from '../../trpc/procedures';
import { toAdminPayout } from './to-payout';

/**
 * PUT /api/admin/payouts/{id} { status, reference, reason? }: an admin records what the bank said.
 * The same mark again is answered and changes nothing; what a mark does is markPayout's.
 */
export const update = adminProcedure
  .input(ZUpdatePayoutInput)
  .output(ZAdminPayout)
  .mutation(async ({ ctx, input }) => {
    const changed = await ctx.db
      .transaction()
      .execute((trx) =>
        markPayout(trx, input, { id: ctx.user.id, email: ctx.user.email, origin: ctx.origin }),
      );
    if (changed) ctx.services.jobs.wake();
    const payout = await findPayoutById(ctx.db, input.id);
    if (!payout) throw new TRPCError({ code: 'NOT_FOUND', message: PAYOUT_MESSAGES.payoutNotFound });
    return toAdminPayout(payout);
  });
