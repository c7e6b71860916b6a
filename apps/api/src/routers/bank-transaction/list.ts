import { findBankTransactionsByStatus } from '@talanta/db';
import { ZBankTransaction, ZBankTransactionListInput } from '@talanta/schema';
import { z } from 'zod';
import { adminProcedure } from '../../trpc/procedures';
import { toBankTransaction } from './to-bank-transaction';

/** GET /api/admin/bank-transactions?status=unmatched: a page of one status, oldest booking first. */
export const list = adminProcedure
  .input(ZBankTransactionListInput)
  .output(z.object({ transactions: z.array(ZBankTransaction), total: z.number().int() }))
  .query(async ({ ctx, input }) => {
    const page = await findBankTransactionsByStatus(ctx.db, input);
    return { transactions: page.rows.map(toBankTransaction), total: page.total };
  });
