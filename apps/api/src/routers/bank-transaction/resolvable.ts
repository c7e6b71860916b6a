import { type BankTransactionRecord, type Executor, lockBankTransaction } from '@talanta/db';
import { BANK_STATEMENT_MESSAGES } from '@talanta/schema';
import { TRPCError } from '@trpc/server';

const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });

/**
 * The transaction, locked, when an admin may still resolve it: an unmatched one (a credit, when
 * it is to pay an invoice). A match and a dismissal of one transaction at once take turns on the
 * lock; the second finds it resolved.
 */
export async function lockUnmatchedTransaction(
  trx: Executor,
  id: number,
  to: 'pay an invoice' | 'dismiss',
): Promise<BankTransactionRecord> {
  const transaction = await lockBankTransaction(trx, id);
  if (!transaction) throw new TRPCError({ code: 'NOT_FOUND', message: BANK_STATEMENT_MESSAGES.notFound });
  if (to === 'pay an invoice' && transaction.direction !== 'credit')
    throw conflict(BANK_STATEMENT_MESSAGES.notCredit);
  if (transaction.status === 'dismissed') throw conflict(BANK_STATEMENT_MESSAGES.alreadyDismissed);
  if (transaction.status !== 'unmatched') throw conflict(BANK_STATEMENT_MESSAGES.alreadyResolved);
  return transaction;
}
