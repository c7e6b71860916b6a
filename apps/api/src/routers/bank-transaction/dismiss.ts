import { postJournalEntry, setBankTransactionOutcome } from '@talanta/db';
import { ZBankTransaction, ZDismissBankTransactionInput } from '@talanta/schema';
import { adminProcedure } from '../../trpc/procedures';
import { lockUnmatchedTransaction } from './resolvable';
import { loadBankTransaction } from './to-bank-transaction';

/**
 * PUT /api/admin/bank-transactions/{id}/dismiss { note }: an unmatched transaction leaves the list
 * with the admin's note. A credit is money received that pays no invoice (interest, our own
 * transfer, a refund to us): in US dollars it waited in unapplied_cash (the import posted it there)
 * and moves to other_receipts in the same transaction, so the books stop counting it as money to
 * match. A debit (bank charges, a payout the admin settled by hand) was never posted: the note
 * says what it was (ADR 0053).
 */
export const dismiss = adminProcedure
  .input(ZDismissBankTransactionInput)
  .output(ZBankTransaction)
  .mutation(async ({ ctx, input }) => {
    await ctx.db.transaction().execute(async (trx) => {
      const transaction = await lockUnmatchedTransaction(trx, input.id, 'dismiss');
      await setBankTransactionOutcome(trx, transaction.id, {
        status: 'dismissed',
        reason: transaction.reason,
        resolvedBy: ctx.user.id,
        note: input.note,
      });
      if (transaction.direction === 'credit' && transaction.currency === 'USD')
        await postJournalEntry(trx, {
          kind: 'receipt_dismissed',
          occurredAt: new Date(),
          createdBy: ctx.user.id,
          bankTransactionId: transaction.id,
          memo: `Receipt dismissed: ${input.note}`.slice(0, 500),
          lines: [
            { account: 'unapplied_cash', amountCents: transaction.amountCents },
            { account: 'other_receipts', amountCents: -transaction.amountCents },
          ],
        });
    });
    return loadBankTransaction(ctx.db, input.id);
  });
