import { type BankTransactionRecord, type Executor, findBankTransactionsByIds } from '@talanta/db';
import type { TBankTransaction } from '@talanta/schema';

/** A stored transaction as the API shows it. */
export function toBankTransaction(row: BankTransactionRecord): TBankTransaction {
  return {
    id: row.id,
    statementId: row.statementId,
    direction: row.direction,
    amountCents: row.amountCents,
    currency: row.currency,
    bookingDate: row.bookingDate,
    valueDate: row.valueDate,
    reference: row.reference,
    endToEndId: row.endToEndId,
    bankReference: row.bankReference,
    payerName: row.payerName,
    payerAccount: row.payerAccount,
    status: row.status,
    reason: row.reason,
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber,
    note: row.note,
    resolvedAt: row.resolvedAt ? new Date(row.resolvedAt).toISOString() : null,
  };
}

export async function loadBankTransaction(db: Executor, id: number): Promise<TBankTransaction> {
  const [row] = await findBankTransactionsByIds(db, [id]);
  if (!row) throw new Error(`bank transaction ${id} vanished`);
  return toBankTransaction(row);
}
