import { findInvoicesByIds } from '@talanta/db';
import { BANK_STATEMENT_MESSAGES, ZBankTransaction, ZMatchBankTransactionInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { applyCreditToInvoice } from '../../payments/statements/match-receipts';
import { adminProcedure } from '../../trpc/procedures';
import { lockUnmatchedTransaction } from './resolvable';
import { loadBankTransaction } from './to-bank-transaction';

/**
 * PUT /api/admin/bank-transactions/{id}/match { invoiceId }: an admin applies an unmatched US
 * dollar credit to the invoice they found for it, by the same rule as the import.
 */
export const match = adminProcedure
  .input(ZMatchBankTransactionInput)
  .output(ZBankTransaction)
  .mutation(async ({ ctx, input }) => {
    await ctx.db.transaction().execute(async (trx) => {
      const credit = await lockUnmatchedTransaction(trx, input.id, 'pay an invoice');
      if (credit.currency !== 'USD')
        throw new TRPCError({ code: 'CONFLICT', message: BANK_STATEMENT_MESSAGES.notUsd });
      const [invoice] = await findInvoicesByIds(trx, [input.invoiceId]);
      if (!invoice)
        throw new TRPCError({ code: 'NOT_FOUND', message: BANK_STATEMENT_MESSAGES.invoiceNotFound });
      await applyCreditToInvoice(
        trx,
        { ...credit, direction: 'credit' },
        { invoiceId: invoice.id, invoiceNumber: invoice.number },
        { recordedBy: ctx.user.id, resolvedBy: ctx.user.id, origin: ctx.origin },
      );
    });
    ctx.services.jobs.wake();
    return loadBankTransaction(ctx.db, input.id);
  });
