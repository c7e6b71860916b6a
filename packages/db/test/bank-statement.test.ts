import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DbHandle,
  findBankTransactionsByStatus,
  insertBankStatement,
  insertNewBankTransactions,
  type NewBankTransaction,
  setBankTransactionOutcome,
  setStatementNewEntries,
} from '../src';
import { createTestDb } from '../src/testing';

/** The statement queries on the driver of the run (PGlite, and PostgreSQL in CI). */

const credit = (key: string, amountCents: number): NewBankTransaction => ({
  dedupeKey: key,
  direction: 'credit',
  amountCents,
  currency: 'USD',
  bookingDate: '2027-02-05',
  valueDate: '2027-02-05',
  reference: `Ref ${key}`,
  endToEndId: null,
  bankReference: null,
  payerName: 'Kilima Pay',
  payerAccount: null,
  additionalInfo: null,
  reversal: false,
  status: 'unmatched',
  reason: 'no_reference',
  invoiceId: null,
  note: null,
});

describe('bank statement queries', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb();
  });
  afterAll(async () => {
    await handle?.close();
  });

  const newStatement = () =>
    insertBankStatement(handle.db, {
      format: 'csv',
      fileSha256: 'a'.repeat(64),
      messageId: null,
      statementId: null,
      accountId: null,
      importedBy: null,
      entries: 2,
    });

  it('inserts only the transactions whose dedupe key is new, and says which', async () => {
    const first = await newStatement();
    const inserted = await insertNewBankTransactions(handle.db, first, [
      credit('k1', 100),
      credit('k2', 200),
    ]);
    expect(inserted.map((row) => row.dedupeKey)).toEqual(['k1', 'k2']);
    await setStatementNewEntries(handle.db, first, inserted.length);

    const second = await newStatement();
    const again = await insertNewBankTransactions(handle.db, second, [credit('k2', 200), credit('k3', 300)]);
    expect(again.map((row) => row.dedupeKey)).toEqual(['k3']);
    const statements = await handle.db
      .selectFrom('bankStatements')
      .select(['id', 'newEntries'])
      .orderBy('id')
      .execute();
    expect(statements).toEqual([
      { id: first, newEntries: 2 },
      { id: second, newEntries: 0 },
    ]);
  });

  it('pages one status, oldest booking first, with the count of all', async () => {
    const page = await findBankTransactionsByStatus(handle.db, { status: 'unmatched', limit: 2, offset: 0 });
    expect(page.total).toBe(3);
    expect(page.rows.map((row) => row.dedupeKey)).toEqual(['k1', 'k2']);
    const [row] = page.rows;
    await setBankTransactionOutcome(handle.db, row?.id ?? 0, { status: 'dismissed', note: 'Interest' });
    const left = await findBankTransactionsByStatus(handle.db, { status: 'unmatched', limit: 10, offset: 0 });
    expect(left.rows.map((each) => each.dedupeKey)).toEqual(['k2', 'k3']);
  });

  it('refuses what the table forbids: a zero amount, a currency that is not three letters', async () => {
    const statement = await newStatement();
    await expect(insertNewBankTransactions(handle.db, statement, [credit('z1', 0)])).rejects.toThrow();
    await expect(
      insertNewBankTransactions(handle.db, statement, [{ ...credit('z2', 100), currency: 'usd' }]),
    ).rejects.toThrow();
  });
});
