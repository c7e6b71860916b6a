import { addDays, BANK_STATEMENT_MESSAGES } from '@talanta/schema';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { BANK_STATEMENTS_PATH, camt053, uploadStatement } from './helpers/bank-statements';
import { expectError, expectInvalid } from './helpers/http';
import { contractAt, insertApprovedWeek, mondayWeeksAgo } from './helpers/invoices';
import { type Actor, postJob, signedInActor } from './helpers/jobs';
import { postMultipart } from './helpers/multipart';

const t = useTestApp();

/** Each invoice: one approved week of 10 hours at $40, plus the 10 % fee: $440.00. */
const INVOICE_TOTAL = 44_000;

interface Invoice {
  id: number;
  number: string;
}

async function invoiceOfWeek(admin: Actor, contractId: number, weeksAgo: number): Promise<Invoice> {
  const monday = mondayWeeksAgo(weeksAgo);
  await insertApprovedWeek(t.db, contractId, monday, 600);
  const made = await admin.http.post('/api/admin/invoices/generate', { through: addDays(monday, 6) });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  expect(made.body).toHaveLength(1);
  expect(made.body[0].totalCents).toBe(INVOICE_TOTAL);
  return { id: made.body[0].id, number: made.body[0].number };
}

const paymentsOf = (invoiceId: number) =>
  t.db
    .selectFrom('payments')
    .select(['amountCents', 'reference', 'bankTransactionId'])
    .where('invoiceId', '=', invoiceId)
    .orderBy('id')
    .execute();

const invoiceStatus = async (invoiceId: number) =>
  (await t.db.selectFrom('invoices').select('status').where('id', '=', invoiceId).executeTakeFirstOrThrow())
    .status;

/** Every journal entry balances, so all lines together sum to zero. */
async function ledgerSum(): Promise<number> {
  const row = await sql<{
    total: string | null;
  }>`select sum(amount_cents) as total from journal_lines`.execute(t.db);
  return Number(row.rows[0]?.total ?? 0);
}

/** An account's balance as the admin reads it (debit positive, credit negative). */
async function balanceOf(
  admin: Actor,
  account: 'cash_bank' | 'unapplied_cash' | 'other_receipts',
): Promise<number> {
  const balances = await admin.http.get('/api/admin/ledger/balances');
  expect(balances.status).toBe(200);
  return balances.body.find((row: { account: string }) => row.account === account)?.balanceCents ?? 0;
}

/** Every US dollar credit imported is cash at the bank in the books, matched or not. */
async function usdCreditsReceived(): Promise<number> {
  const row = await t.db
    .selectFrom('bankTransactions')
    .select((eb) => eb.fn.sum<string>('amountCents').as('cents'))
    .where('direction', '=', 'credit')
    .where('currency', '=', 'USD')
    .executeTakeFirstOrThrow();
  return Number(row.cents ?? 0);
}

const tableCount = async (table: 'bankStatements' | 'bankTransactions' | 'payments') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('bank statement import', () => {
  let admin: Actor;
  let client: Actor;
  let full: Invoice;
  let partial: Invoice;
  let over: Invoice;
  let byHand: Invoice;
  let raced: Invoice;
  let statement: Buffer;

  beforeAll(async () => {
    admin = await signedInActor(t, 'admin');
    client = await signedInActor(t, 'client', { firstName: 'Sarah', lastName: 'Collins' });
    const job = await postJob(client, { title: 'Payments API engineer' });
    const { contractId } = await contractAt(t, client, job.id, 40, {
      firstName: 'Priya',
      lastName: 'Sharma',
    });
    full = await invoiceOfWeek(admin, contractId, 5);
    partial = await invoiceOfWeek(admin, contractId, 4);
    over = await invoiceOfWeek(admin, contractId, 3);
    byHand = await invoiceOfWeek(admin, contractId, 2);
    raced = await invoiceOfWeek(admin, contractId, 1);
    statement = camt053('STMT-FEB-1', [
      { amount: '440.00', reference: `Invoice ${full.number}`, bankReference: 'BANK-1', payer: 'Acme Ltd' },
      { amount: '100.00', reference: partial.number.replace(/-/g, ' '), bankReference: 'BANK-2' },
      { amount: '500.00', reference: `Pay ${over.number.toLowerCase()}`, bankReference: 'BANK-3' },
      { amount: '75.00', reference: 'TAL-2099-999999', bankReference: 'BANK-4', payer: 'Stranger' },
      { amount: '440.00', reference: 'February services', bankReference: 'BANK-5', payer: 'Acme Ltd' },
      { amount: '60.00', currency: 'EUR', reference: byHand.number, bankReference: 'BANK-6' },
      { amount: '12.34', direction: 'DBIT', reference: 'Account fee', bankReference: 'BANK-7' },
    ]);
  });

  it('pays in full, in part and beyond, and keeps the rest for an admin', async () => {
    const response = await uploadStatement(t, admin.http, statement);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const result = response.body;
    expect(result).toMatchObject({ format: 'camt.053', imported: 7, duplicates: 0 });
    expect(result.matched).toEqual([
      expect.objectContaining({
        invoiceId: full.id,
        invoiceNumber: full.number,
        amountCents: INVOICE_TOTAL,
        appliedCents: INVOICE_TOTAL,
        overpaymentCents: 0,
        balanceDueCents: 0,
        payerName: 'Acme Ltd',
      }),
      expect.objectContaining({
        invoiceId: over.id,
        amountCents: 50_000,
        appliedCents: INVOICE_TOTAL,
        overpaymentCents: 6_000,
        balanceDueCents: 0,
      }),
    ]);
    expect(result.partial).toEqual([
      expect.objectContaining({ invoiceId: partial.id, appliedCents: 10_000, balanceDueCents: 34_000 }),
    ]);
    expect(result.unmatched.map((item: { reason: string }) => item.reason)).toEqual([
      'unknown_invoice',
      'no_reference',
      'currency',
      'no_payout_reference',
    ]);
    // Money paid out that quotes no payout waits for an admin too, and is not booked (ADR 0053).
    expect(result.unmatched[3]).toMatchObject({
      direction: 'debit',
      amountCents: 1_234,
      reference: 'Account fee',
    });
    expect(result.unmatched.slice(0, 3).map((item: { direction: string }) => item.direction)).toEqual([
      'credit',
      'credit',
      'credit',
    ]);

    expect(await invoiceStatus(full.id)).toBe('paid');
    expect(await invoiceStatus(over.id)).toBe('paid');
    expect(await invoiceStatus(partial.id)).toBe('issued');
    expect(await invoiceStatus(byHand.id)).toBe('issued');
    const [fullPayment] = await paymentsOf(full.id);
    expect(fullPayment).toMatchObject({ amountCents: INVOICE_TOTAL, reference: 'BANK-1' });
    expect(fullPayment?.bankTransactionId).toBe(result.matched[0].transactionId);
    expect(await paymentsOf(partial.id)).toEqual([expect.objectContaining({ amountCents: 10_000 })]);
    // The client sees the bank's reference on the paid invoice.
    const seen = await client.http.get(`/api/invoices/${full.id}`);
    expect(seen.body).toMatchObject({ status: 'paid', payment: { reference: 'BANK-1' } });
    expect(await ledgerSum()).toBe(0);
    // The two US dollar credits no invoice took wait as unapplied cash; the euro one is not booked.
    expect(await balanceOf(admin, 'unapplied_cash')).toBe(-(7_500 + 44_000));
    expect(await balanceOf(admin, 'cash_bank')).toBe(await usdCreditsReceived());
  });

  it('changes nothing when the same statement comes again', async () => {
    const payments = await tableCount('payments');
    const response = await uploadStatement(t, admin.http, statement);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      imported: 0,
      duplicates: 7,
      matched: [],
      partial: [],
      unmatched: [],
    });
    expect(await tableCount('payments')).toBe(payments);
    expect(await tableCount('bankTransactions')).toBe(7);
  });

  it('imports a statement sent twice at once only once: one payment for the invoice', async () => {
    const both = camt053('STMT-FEB-2', [
      { amount: '440.00', reference: raced.number, bankReference: 'BANK-RACE' },
    ]);
    const answers = await Promise.all([
      uploadStatement(t, admin.http, both),
      uploadStatement(t, admin.http, both),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const counts = answers.map((answer) => [answer.body.imported, answer.body.duplicates]).sort();
    expect(counts).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(await paymentsOf(raced.id)).toHaveLength(1);
    expect(await invoiceStatus(raced.id)).toBe('paid');
    expect(await ledgerSum()).toBe(0);
  });

  it('reads a CSV statement the same way', async () => {
    const csv = `date,amount,currency,reference,payer\n${new Date().toISOString().slice(0, 10)},40.00,USD,${partial.number},Acme Ltd\n`;
    const response = await uploadStatement(t, admin.http, Buffer.from(csv), {
      filename: 'statement.csv',
      contentType: 'text/csv',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({ format: 'csv', imported: 1, duplicates: 0 });
    expect(response.body.partial).toEqual([
      expect.objectContaining({ invoiceId: partial.id, appliedCents: 4_000, balanceDueCents: 30_000 }),
    ]);
  });

  it('lists the unmatched credits and debits, oldest first, with their count', async () => {
    const listed = await admin.http.get('/api/admin/bank-transactions?status=unmatched');
    expect(listed.status).toBe(200);
    expect(listed.headers['x-total-count']).toBe('4');
    expect(listed.body.map((row: { reference: string }) => row.reference)).toEqual([
      'TAL-2099-999999',
      'February services',
      byHand.number,
      'Account fee',
    ]);
    expect(listed.body[3]).toMatchObject({ direction: 'debit', reason: 'no_payout_reference' });
    expect(listed.body[0]).toMatchObject({
      status: 'unmatched',
      reason: 'unknown_invoice',
      payerName: 'Stranger',
    });
    const matched = await admin.http.get('/api/admin/bank-transactions?status=matched');
    expect(matched.body.map((row: { invoiceNumber: string }) => row.invoiceNumber)).toEqual([
      full.number,
      raced.number,
    ]);
    expectInvalid(
      await admin.http.get('/api/admin/bank-transactions?status=lost'),
      BANK_STATEMENT_MESSAGES.status,
    );
    expect((await client.http.get('/api/admin/bank-transactions')).status).toBe(403);
  });

  it('lets an admin match an unmatched credit to an invoice, once', async () => {
    const [, noReference, euro] = (await admin.http.get('/api/admin/bank-transactions')).body;
    const matched = await admin.http.put(`/api/admin/bank-transactions/${noReference.id}/match`, {
      invoiceId: byHand.id,
    });
    expect(matched.status, JSON.stringify(matched.body)).toBe(200);
    expect(matched.body).toMatchObject({
      status: 'matched',
      invoiceId: byHand.id,
      invoiceNumber: byHand.number,
    });
    expect(matched.body.resolvedAt).toEqual(expect.any(String));
    expect(await invoiceStatus(byHand.id)).toBe('paid');
    expect(await paymentsOf(byHand.id)).toEqual([
      expect.objectContaining({
        amountCents: INVOICE_TOTAL,
        reference: 'BANK-5',
        bankTransactionId: noReference.id,
      }),
    ]);

    const again = await admin.http.put(`/api/admin/bank-transactions/${noReference.id}/match`, {
      invoiceId: partial.id,
    });
    expectError(again, 409, 'CONFLICT', BANK_STATEMENT_MESSAGES.alreadyResolved);
    const inEuro = await admin.http.put(`/api/admin/bank-transactions/${euro.id}/match`, {
      invoiceId: partial.id,
    });
    expectError(inEuro, 409, 'CONFLICT', BANK_STATEMENT_MESSAGES.notUsd);
    const debit = await t.db
      .selectFrom('bankTransactions')
      .select('id')
      .where('direction', '=', 'debit')
      .executeTakeFirstOrThrow();
    const paysNothing = await admin.http.put(`/api/admin/bank-transactions/${debit.id}/match`, {
      invoiceId: partial.id,
    });
    expectError(paysNothing, 409, 'CONFLICT', BANK_STATEMENT_MESSAGES.notCredit);
    const missing = await admin.http.put('/api/admin/bank-transactions/999999/match', {
      invoiceId: partial.id,
    });
    expectError(missing, 404, 'NOT_FOUND', BANK_STATEMENT_MESSAGES.notFound);
    const [stranger] = (await admin.http.get('/api/admin/bank-transactions')).body;
    const noInvoice = await admin.http.put(`/api/admin/bank-transactions/${stranger.id}/match`, {
      invoiceId: 999_999,
    });
    expectError(noInvoice, 404, 'NOT_FOUND', BANK_STATEMENT_MESSAGES.invoiceNotFound);
    // Matched by hand, the credit leaves unapplied cash; the bank's cash is counted once.
    expect(await balanceOf(admin, 'unapplied_cash')).toBe(-7_500);
    expect(await balanceOf(admin, 'cash_bank')).toBe(await usdCreditsReceived());
    expect(await ledgerSum()).toBe(0);
  });

  it('lets an admin dismiss a credit that pays no invoice, with a note', async () => {
    const [stranger] = (await admin.http.get('/api/admin/bank-transactions')).body;
    expectInvalid(
      await admin.http.put(`/api/admin/bank-transactions/${stranger.id}/dismiss`, { note: '  ' }),
      BANK_STATEMENT_MESSAGES.note,
    );
    const dismissed = await admin.http.put(`/api/admin/bank-transactions/${stranger.id}/dismiss`, {
      note: 'Sent to us by mistake; refunded by hand',
    });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toMatchObject({
      status: 'dismissed',
      note: 'Sent to us by mistake; refunded by hand',
    });
    const twice = await admin.http.put(`/api/admin/bank-transactions/${stranger.id}/dismiss`, {
      note: 'Again',
    });
    expectError(twice, 409, 'CONFLICT', BANK_STATEMENT_MESSAGES.alreadyDismissed);
    // Dismissed, the $75.00 leaves the money to match for other receipts.
    expect(await balanceOf(admin, 'unapplied_cash')).toBe(0);
    expect(await balanceOf(admin, 'other_receipts')).toBe(-7_500);
    expect(await ledgerSum()).toBe(0);
    const listed = await admin.http.get('/api/admin/bank-transactions?status=dismissed');
    expect(listed.body.map((row: { id: number }) => row.id)).toEqual([stranger.id]);
  });

  it('lets an admin dismiss a debit that settles no payout, which posts nothing', async () => {
    const fee = (await admin.http.get('/api/admin/bank-transactions')).body.find(
      (row: { direction: string }) => row.direction === 'debit',
    );
    expect(fee).toMatchObject({ reference: 'Account fee', status: 'unmatched' });
    const cash = await balanceOf(admin, 'cash_bank');
    const dismissed = await admin.http.put(`/api/admin/bank-transactions/${fee.id}/dismiss`, {
      note: 'Monthly account fee',
    });
    expect(dismissed.status, JSON.stringify(dismissed.body)).toBe(200);
    expect(dismissed.body).toMatchObject({ status: 'dismissed', reason: 'no_payout_reference' });
    expect(await balanceOf(admin, 'cash_bank')).toBe(cash);
    expect(await ledgerSum()).toBe(0);
    const unmatched = await admin.http.get('/api/admin/bank-transactions?status=unmatched');
    expect(unmatched.body.map((row: { id: number }) => row.id)).not.toContain(fee.id);
  });
});

describe('bank statements the import refuses', () => {
  let admin: Actor;
  beforeAll(async () => {
    admin = await signedInActor(t, 'admin');
  });

  const refusals: [string, Buffer, number, string][] = [
    [
      'not a statement',
      Buffer.from('Dear Talanta, here is our payment.'),
      400,
      BANK_STATEMENT_MESSAGES.unknownFormat,
    ],
    ['a PDF', Buffer.from('%PDF-1.7\n%\u00e2\u00e3', 'latin1'), 400, BANK_STATEMENT_MESSAGES.unknownFormat],
    [
      'broken XML',
      Buffer.from('<Document><BkToCstmrStmt></Document>'),
      400,
      BANK_STATEMENT_MESSAGES.notWellFormed,
    ],
    [
      'a DOCTYPE',
      Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE Document [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document>&x;</Document>',
      ),
      400,
      BANK_STATEMENT_MESSAGES.doctype,
    ],
    [
      'a CSV row with a bad amount',
      Buffer.from('date,amount,currency,reference,payer\n2027-02-05,10.00,USD,a,b\n2027-02-05,ten,USD,a,b\n'),
      400,
      'Row 3: amount is not valid (a non-zero number with at most two decimals, negative for money sent)',
    ],
    [
      'an amount past the cents',
      camt053('STMT-ODD', [{ amount: '10.001', reference: 'x', bankReference: 'ODD-1' }]),
      400,
      'Entry 1: the amount has more than two decimals',
    ],
    ['an empty file', Buffer.alloc(0), 400, BANK_STATEMENT_MESSAGES.noFile],
    ['more than 5 MB', Buffer.alloc(5 * 1024 * 1024 + 1, 'a'), 413, BANK_STATEMENT_MESSAGES.tooLarge],
  ];

  it.each(refusals)(
    'refuses %s with a clear message, storing nothing',
    async (_label, data, status, message) => {
      const before = await tableCount('bankStatements');
      const response = await uploadStatement(t, admin.http, data);
      expect(response.status, JSON.stringify(response.body)).toBe(status);
      expect(response.body.message).toBe(message);
      expect(await tableCount('bankStatements')).toBe(before);
    },
  );

  it('asks for a file when the form has none, or the body is JSON', async () => {
    const noFile = await postMultipart(t, BANK_STATEMENTS_PATH, admin.http, [{ field: 'note', value: 'x' }]);
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe(BANK_STATEMENT_MESSAGES.noFile);
    expectInvalid(await admin.http.post(BANK_STATEMENTS_PATH, {}), BANK_STATEMENT_MESSAGES.noFile);
  });

  it('is for admins: a client is refused before the file is read', async () => {
    const client = await signedInActor(t, 'client');
    const response = await uploadStatement(t, client.http, camt053('STMT-X', []));
    expect(response.status).toBe(403);
    const visitor = await uploadStatement(t, null, camt053('STMT-X', []));
    expect(visitor.status).toBe(401);
  });
});
