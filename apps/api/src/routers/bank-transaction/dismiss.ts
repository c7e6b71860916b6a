import { postJournalEntry, setBankTransactionOutcome } from '@talanta/db';
import { ZBankTransaction, ZDismissBankTransactionInput } from '@talanta/schema';
import { adminProcedure } from '../../trpc/procedures';
import { lockUnmatchedCredit } from './resolvable';
import { loadBankTransaction } from './to-bank-transaction';

/**
 * PUT /api/admin/bank-transactions/{id}/dismiss { note }: money received that pays no invoice
 * (interest, our own transfer, a refund to us) leaves the unmatched list with the admin's note.
 * A US dollar credit waited in unapplied_cash (the import posted it there): it moves to
 * other_receipts in the same transaction, so the books stop counting it as money to match.
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
      if (credit.currency === 'USD')
        await postJournalEntry(trx, {
          kind: 'receipt_dismissed',
          occurredAt: new Date(),
          createdBy: ctx.user.id,
          bankTransactionId: credit.id,
          memo: `Receipt dismissed: ${input.note}`.slice(0, 500),
          lines: [
            { account: 'unapplied_cash', amountCents: credit.amountCents },
            { account: 'other_receipts', amountCents: -credit.amountCents },
          ],
        });
    });
    return loadBankTransaction(ctx.db, input.id);
  });
