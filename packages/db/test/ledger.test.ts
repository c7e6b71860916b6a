import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DbHandle,
  findLedgerBalances,
  findLedgerEntries,
  migrateDownThrough,
  migrateToLatest,
  postJournalEntry,
  seedDemoData,
} from '../src';
import { createTestDb, expectedTestDriver } from '../src/testing';

/**
 * The ledger's guarantees are the database's (ADR 0034), so they are proved on both drivers: an
 * unbalanced or one-line entry fails at COMMIT (the deferred constraint triggers), ledger rows and
 * issued invoices refuse UPDATE and DELETE, and the migration's backfill of existing invoices
 * agrees with them. Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */

let handle: DbHandle;
let clientId: number;

beforeAll(async () => {
  handle = await createTestDb();
  await seedDemoData(handle.db, { passwordHash: 'x', now: new Date() });
  const client = await handle.db
    .selectFrom('invoices')
    .select('clientId')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  clientId = client.clientId;
}, 120_000);

afterAll(async () => {
  await handle?.close();
});

const cashAccountId = async (db: DbHandle['db']) =>
  (
    await db
      .selectFrom('ledgerAccounts')
      .select('id')
      .where('code', '=', 'cash_bank')
      .executeTakeFirstOrThrow()
  ).id;

async function entryCount(): Promise<number> {
  const row = await handle.db
    .selectFrom('journalEntries')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Writes an entry and raw lines in one transaction, around `postJournalEntry`'s own check. */
function writeRaw(amounts: number[]) {
  return handle.db.transaction().execute(async (trx) => {
    const entry = await trx
      .insertInto('journalEntries')
      .values({ kind: 'payment_matched', occurredAt: new Date(), createdBy: null, memo: 'raw' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Through the transaction: PGlite has one connection, which the transaction holds.
    const cash = await cashAccountId(trx);
    for (const amountCents of amounts) {
      // Each statement is accepted on its own: the balance is checked at COMMIT only.
      await trx
        .insertInto('journalLines')
        .values({ entryId: entry.id, accountId: cash, amountCents })
        .execute();
    }
    return entry.id;
  });
}

/** Every invariant of the ledger over the whole database, as the API tests check them. */
async function ledgerInvariants() {
  const unbalanced = await sql<{ entryId: number }>`
    select entry_id from journal_lines group by entry_id having sum(amount_cents) <> 0 or count(*) < 2`.execute(
    handle.db,
  );
  const receivables = await sql<{ clientId: number; ledger: string; invoices: string }>`
    select i.client_id,
      (select coalesce(sum(l.amount_cents), 0) from journal_lines l join ledger_accounts a on a.id = l.account_id
        where a.code = 'client_receivable' and l.party_id = i.client_id) as ledger,
      sum(i.total_cents - coalesce((select sum(p.amount_cents) from payments p where p.invoice_id = i.id), 0)) as invoices
    from invoices i group by i.client_id`.execute(handle.db);
  const payables = await sql<{ developerId: number; ledger: string; lines: string }>`
    select l.developer_id,
      (select coalesce(sum(j.amount_cents), 0) from journal_lines j join ledger_accounts a on a.id = j.account_id
        where a.code = 'developer_payable' and j.party_id = l.developer_id) as ledger,
      sum(case when i.status = 'paid' then l.amount_cents else 0 end) as lines
    from invoice_lines l join invoices i on i.id = l.invoice_id group by l.developer_id`.execute(handle.db);
  const balances = await findLedgerBalances(handle.db);
  return {
    unbalanced: unbalanced.rows,
    total: balances.reduce((sum, balance) => sum + balance.balanceCents, 0),
    receivablesOff: receivables.rows.filter((row) => Number(row.ledger) !== Number(row.invoices)),
    payablesOff: payables.rows.filter((row) => Number(row.ledger) !== -Number(row.lines)),
    balances,
  };
}

describe(`the ledger on ${expectedTestDriver}`, () => {
  it('the seed posted every invoice it issued and paid: balanced entries, receivables equal balances due', async () => {
    const invariants = await ledgerInvariants();
    expect(invariants.unbalanced).toEqual([]);
    expect(invariants.total).toBe(0);
    expect(invariants.receivablesOff).toEqual([]);
    expect(invariants.payablesOff).toEqual([]);
    const byAccount = Object.fromEntries(invariants.balances.map((row) => [row.account, row.balanceCents]));
    expect(byAccount.cash_bank).toBeGreaterThan(0);
    expect(byAccount.developer_payable).toBeLessThan(0);
    expect(byAccount.platform_fee_revenue).toBeLessThan(0);
  });

  it('posts a balanced entry and reads it back newest first, with its lines', async () => {
    const id = await handle.db.transaction().execute((trx) =>
      postJournalEntry(trx, {
        kind: 'overpayment',
        occurredAt: new Date('2026-11-02T10:00:00Z'),
        createdBy: null,
        memo: 'test receipt',
        lines: [
          { account: 'cash_bank', amountCents: 1500 },
          { account: 'client_credit', partyId: clientId, amountCents: -1500 },
          { account: 'platform_fee_revenue', amountCents: 0 },
        ],
      }),
    );
    const page = await findLedgerEntries(handle.db, { limit: 1 });
    expect(page.entries[0]).toMatchObject({
      id,
      kind: 'overpayment',
      memo: 'test receipt',
      lines: [
        { account: 'cash_bank', partyId: null, amountCents: 1500 },
        { account: 'client_credit', partyId: clientId, amountCents: -1500 },
      ],
    });
    expect(page.total).toBe(await entryCount());
    const next = await findLedgerEntries(handle.db, { limit: 1, cursor: page.nextCursor ?? 0 });
    expect(next.entries[0]?.id).toBeLessThan(id);
    const credit = await findLedgerBalances(handle.db, clientId);
    expect(credit.find((row) => row.account === 'client_credit')?.balanceCents).toBe(-1500);
  });

  it('refuses an unbalanced or one-line entry before writing anything', async () => {
    const before = await entryCount();
    const post = (amounts: number[]) =>
      handle.db.transaction().execute((trx) =>
        postJournalEntry(trx, {
          kind: 'payment_matched',
          occurredAt: new Date(),
          createdBy: null,
          memo: '',
          lines: amounts.map((amountCents) => ({ account: 'cash_bank', amountCents })),
        }),
      );
    await expect(post([100, -99])).rejects.toThrow(
      'payment_matched: journal lines must sum to 0 cents, got 1',
    );
    await expect(post([100, 0])).rejects.toThrow('a journal entry needs at least two non-zero lines, got 1');
    expect(await entryCount()).toBe(before);
  });

  it('the database refuses an unbalanced entry at COMMIT, not before', async () => {
    const before = await entryCount();
    await expect(writeRaw([100, -50])).rejects.toThrow(/does not balance: its lines sum to 50 cents/);
    await expect(writeRaw([100])).rejects.toThrow(/has 1 line\(s\): an entry needs at least two/);
    await expect(writeRaw([])).rejects.toThrow(/has 0 line\(s\)/);
    expect(await entryCount()).toBe(before);
    // The same lines balanced go in, whatever order they were written in.
    await writeRaw([100, -250, 150]);
    expect(await entryCount()).toBe(before + 1);
  });

  it('ledger rows are append-only: UPDATE and DELETE raise', async () => {
    const message = /ledger rows are append-only: post a reversing entry/;
    await expect(
      sql`update journal_lines set amount_cents = amount_cents * 2`.execute(handle.db),
    ).rejects.toThrow(message);
    await expect(sql`delete from journal_lines`.execute(handle.db)).rejects.toThrow(message);
    await expect(sql`update journal_entries set memo = 'changed'`.execute(handle.db)).rejects.toThrow(
      message,
    );
    await expect(sql`delete from journal_entries`.execute(handle.db)).rejects.toThrow(message);
  });

  it('an issued invoice keeps what it said: only status and paid time change; lines never', async () => {
    const invoice = await handle.db
      .selectFrom('invoices')
      .select(['id', 'status', 'paidAt'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await expect(
      handle.db
        .updateTable('invoices')
        .set({ totalCents: 1, subtotalCents: 1 })
        .where('id', '=', invoice.id)
        .execute(),
    ).rejects.toThrow(/was issued: only its status and paid time may change/);
    await expect(
      handle.db
        .updateTable('invoices')
        .set({ clientSnapshot: JSON.stringify({ name: 'Renamed' }) })
        .where('id', '=', invoice.id)
        .execute(),
    ).rejects.toThrow(/only its status and paid time may change/);
    await expect(handle.db.deleteFrom('invoices').where('id', '=', invoice.id).execute()).rejects.toThrow(
      /issued invoices are kept/,
    );
    await expect(
      handle.db.updateTable('invoiceLines').set({ minutes: 1 }).where('invoiceId', '=', invoice.id).execute(),
    ).rejects.toThrow(/lines of an issued invoice do not change/);
    await expect(
      handle.db.deleteFrom('invoiceLines').where('invoiceId', '=', invoice.id).execute(),
    ).rejects.toThrow(/lines of an issued invoice do not change/);
    // Status and paid time may move (the payment path does it): set and put back.
    await handle.db
      .updateTable('invoices')
      .set({ status: 'credited', paidAt: null })
      .where('id', '=', invoice.id)
      .execute();
    await handle.db
      .updateTable('invoices')
      .set({ status: invoice.status, paidAt: invoice.paidAt })
      .where('id', '=', invoice.id)
      .execute();
  });

  it('the migration posts existing invoices when it runs over them (down and up again)', async () => {
    const snapshot = await handle.db
      .selectFrom('invoices')
      .select(['id', 'clientSnapshot'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Down past the later migrations to 0043's own.
    const downs = await migrateDownThrough(handle.db, '0043_add_ledger_and_credit_notes');
    expect(downs.at(-1)).toBe('Down 0043_add_ledger_and_credit_notes');
    await migrateToLatest(handle.db);
    const invariants = await ledgerInvariants();
    expect(invariants.unbalanced).toEqual([]);
    expect(invariants.total).toBe(0);
    expect(invariants.receivablesOff).toEqual([]);
    expect(invariants.payablesOff).toEqual([]);
    const backfilled = await handle.db
      .selectFrom('invoices')
      .select('clientSnapshot')
      .where('id', '=', snapshot.id)
      .executeTakeFirstOrThrow();
    expect(backfilled.clientSnapshot).toMatchObject({
      name: snapshot.clientSnapshot.name,
      companyName: snapshot.clientSnapshot.companyName,
      taxNumber: null,
    });
    const lines = await handle.db
      .selectFrom('invoiceLines')
      .select(['developerName'])
      .where('developerName', '=', '')
      .execute();
    expect(lines).toEqual([]);
  });
});
