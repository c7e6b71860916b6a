import { setBankTransactionOutcome } from '@talanta/db';
import { ZBankTransaction, ZDismissBankTransactionInput } from '@talanta/schema';
import { adminProcedure } from '../../trpc/procedures';
import { lockUnmatchedCredit } from './resolvable';
import { loadBankTransaction } from './to-bank-transaction';

/**
 * PUT /api/admin/bank-transactions/{id}/dismiss { note }: money received that pays no invoice
 * (interest, our own transfer, a refund to us) leaves the unmatched list with the admin's note.
 */
export const dismiss = adminProcedure
  .input(ZDismissBankTransactionInput)
  .output(ZBankTransaction)
  .mutation(async ({ ctx, input }) => {
    await ctx.db.transaction().execute(async (trx) => {
      const credit = await lockUnmatchedCredit(trx, input.id);
      await setBankTransactionOutcome(trx, credit.id, {
        status: 'dismissed',
        reason: credit.reason,
        resolvedBy: ctx.user.id,
        note: input.note,
      });
    });
    return loadBankTransaction(ctx.db, input.id);
  });
