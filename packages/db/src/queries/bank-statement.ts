import type { Insertable } from 'kysely';
import type {
  BankStatementsTable,
  BankTransactionReason,
  BankTransactionStatus,
  BankTransactionsTable,
} from '../bank-types';
import type { Executor } from './executor';

/** Bank statements and their transactions (migration 0045, ADR 0039). */

export type NewBankStatement = Omit<Insertable<BankStatementsTable>, 'newEntries' | 'importedAt'>;
export type NewBankTransaction = Omit<
  Insertable<BankTransactionsTable>,
  'statementId' | 'id' | 'createdAt' | 'resolvedAt' | 'resolvedBy'
>;

export async function insertBankStatement(db: Executor, statement: NewBankStatement): Promise<number> {
  const row = await db
    .insertInto('bankStatements')
    .values({ ...statement, newEntries: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setStatementNewEntries(db: Executor, statementId: number, newEntries: number) {
  await db.updateTable('bankStatements').set({ newEntries }).where('id', '=', statementId).execute();
}

/**
 * Inserts the transactions whose dedupe key is new and returns them (id and key). A key another
 * transaction is inserting waits for it to commit and is then skipped: one statement imported twice
 * at once stores each transaction once.
 */
export async function insertNewBankTransactions(
  db: Executor,
  statementId: number,
  transactions: NewBankTransaction[],
): Promise<{ id: number; dedupeKey: string }[]> {
  if (transactions.length === 0) return [];
  return db
    .insertInto('bankTransactions')
    .values(transactions.map((transaction) => ({ ...transaction, statementId })))
    .onConflict((conflict) => conflict.column('dedupeKey').doNothing())
    .returning(['id', 'dedupeKey'])
    .execute();
}

export interface BankTransactionOutcome {
  status: BankTransactionStatus;
  reason?: BankTransactionReason | null;
  invoiceId?: number | null;
  /** An admin's match or dismissal (an import's own matching leaves these empty). */
  resolvedBy?: number | null;
  note?: string | null;
}

export async function setBankTransactionOutcome(db: Executor, id: number, outcome: BankTransactionOutcome) {
  await db
    .updateTable('bankTransactions')
    .set({
      status: outcome.status,
      reason: outcome.reason ?? null,
      invoiceId: outcome.invoiceId ?? null,
      resolvedBy: outcome.resolvedBy ?? null,
      resolvedAt: outcome.resolvedBy ? new Date() : null,
      note: outcome.note ?? null,
    })
    .where('id', '=', id)
    .execute();
}

function selectBankTransactions(db: Executor) {
  return db
    .selectFrom('bankTransactions')
    .leftJoin('invoices', 'invoices.id', 'bankTransactions.invoiceId')
    .select([
      'bankTransactions.id',
      'bankTransactions.statementId',
      'bankTransactions.dedupeKey',
      'bankTransactions.direction',
      'bankTransactions.amountCents',
      'bankTransactions.currency',
      'bankTransactions.bookingDate',
      'bankTransactions.valueDate',
      'bankTransactions.reference',
      'bankTransactions.endToEndId',
      'bankTransactions.bankReference',
      'bankTransactions.payerName',
      'bankTransactions.payerAccount',
      'bankTransactions.additionalInfo',
      'bankTransactions.reversal',
      'bankTransactions.status',
      'bankTransactions.reason',
      'bankTransactions.invoiceId',
      'invoices.number as invoiceNumber',
      'bankTransactions.note',
      'bankTransactions.resolvedAt',
    ]);
}

export type BankTransactionRecord = Awaited<
  ReturnType<ReturnType<typeof selectBankTransactions>['execute']>
>[number];

/** One transaction, locked for the rest of the transaction (a match and a dismissal take turns). */
export function lockBankTransaction(db: Executor, id: number): Promise<BankTransactionRecord | undefined> {
  return selectBankTransactions(db)
    .where('bankTransactions.id', '=', id)
    .forUpdate('bankTransactions')
    .executeTakeFirst();
}

export function findBankTransactionsByIds(db: Executor, ids: number[]): Promise<BankTransactionRecord[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectBankTransactions(db)
    .where('bankTransactions.id', 'in', ids)
    .orderBy('bankTransactions.id')
    .execute();
}

/** A page of transactions in one status, oldest booking first, and how many there are in all. */
export async function findBankTransactionsByStatus(
  db: Executor,
  page: { status: BankTransactionStatus; limit: number; offset: number },
): Promise<{ rows: BankTransactionRecord[]; total: number }> {
  const rows = await selectBankTransactions(db)
    .where('bankTransactions.status', '=', page.status)
    .orderBy('bankTransactions.bookingDate')
    .orderBy('bankTransactions.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const count = await db
    .selectFrom('bankTransactions')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('status', '=', page.status)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.total) };
}

/** The invoices with these numbers (the ones a statement's credits quote), id by number. */
export async function findInvoiceIdsByNumbers(db: Executor, numbers: string[]): Promise<Map<string, number>> {
  if (numbers.length === 0) return new Map();
  const rows = await db
    .selectFrom('invoices')
    .select(['id', 'number'])
    .where('number', 'in', numbers)
    .execute();
  return new Map(rows.map((row) => [row.number, row.id]));
}
