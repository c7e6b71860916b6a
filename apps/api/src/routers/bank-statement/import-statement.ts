import { insertBankStatement, insertNewBankTransactions, setStatementNewEntries } from '@talanta/db';
import { BANK_STATEMENT_MESSAGES, type TBankImportItem, ZBankImportResult } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { type MatchedItem, matchNewCredits } from '../../payments/statements/match-receipts';
import { readStatement } from '../../payments/statements/read-statement';
import { settlePayoutsFromDebits } from '../../payments/statements/settle-payouts';
import { StatementError } from '../../payments/statements/statement-types';
import { fileReaderInput } from '../../plugins/read-upload';
import { adminProcedure } from '../../trpc/procedures';

function read(bytes: Buffer) {
  try {
    return readStatement(bytes);
  } catch (error) {
    if (error instanceof StatementError) throw new TRPCError({ code: 'BAD_REQUEST', message: error.message });
    throw error;
  }
}

const withoutStatus = ({ status: _status, ...item }: MatchedItem): TBankImportItem => item;

/**
 * POST /api/admin/bank-statements: reads a camt.053/054 or CSV statement and, in one transaction,
 * stores its transactions (those already imported are skipped by their dedupe key, so importing a
 * statement twice, even at once, changes nothing the second time), then matches each new credit
 * and settles the payouts its new debits quote; the rest wait in the unmatched list.
 */
export const importStatement = adminProcedure
  .input(fileReaderInput(BANK_STATEMENT_MESSAGES.noFile))
  .output(ZBankImportResult)
  .mutation(async ({ ctx, input }) => {
    const { bytes } = await input.readFile();
    if (bytes.length === 0)
      throw new TRPCError({ code: 'BAD_REQUEST', message: BANK_STATEMENT_MESSAGES.noFile });
    const statement = read(bytes);
    const result = await ctx.db.transaction().execute(async (trx) => {
      const statementId = await insertBankStatement(trx, {
        format: statement.format,
        fileSha256: statement.fileSha256,
        messageId: statement.messageId,
        statementId: statement.statementId,
        accountId: statement.accountId,
        importedBy: ctx.user.id,
        entries: statement.transactions.length,
      });
      const inserted = await insertNewBankTransactions(
        trx,
        statementId,
        statement.transactions.map(({ accountId: _account, ...transaction }) => ({
          ...transaction,
          status: transaction.direction === 'credit' ? 'unmatched' : 'not_applicable',
        })),
      );
      await setStatementNewEntries(trx, statementId, inserted.length);
      const idOf = new Map(inserted.map((row) => [row.dedupeKey, row.id]));
      const newOnes = (direction: 'credit' | 'debit') =>
        statement.transactions.flatMap((transaction) => {
          const id = idOf.get(transaction.dedupeKey);
          return id !== undefined && transaction.direction === direction ? [{ ...transaction, id }] : [];
        });
      const items = await matchNewCredits(trx, newOnes('credit'), {
        recordedBy: ctx.user.id,
        origin: ctx.origin,
      });
      const debits = await settlePayoutsFromDebits(trx, newOnes('debit'), {
        id: ctx.user.id,
        email: ctx.user.email,
        origin: ctx.origin,
      });
      return {
        statementId,
        imported: inserted.length,
        items,
        payoutsSettled: debits.payoutsSettled,
        unmatchedDebits: debits.unmatched,
      };
    });
    if (result.items.some((item) => item.status !== 'unmatched') || result.payoutsSettled.length > 0)
      ctx.services.jobs.wake();
    const having = (...statuses: MatchedItem['status'][]) =>
      result.items.filter((item) => statuses.includes(item.status)).map(withoutStatus);
    return {
      statementId: result.statementId,
      format: statement.format,
      imported: result.imported,
      duplicates: statement.transactions.length - result.imported,
      matched: having('matched', 'overpaid'),
      partial: having('partial'),
      unmatched: [...having('unmatched'), ...result.unmatchedDebits],
      payoutsSettled: result.payoutsSettled,
    };
  });
