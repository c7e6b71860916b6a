import { applyReceipt, issueTrialCreditNotesForContract } from '@talanta/db';
import {
  CREDIT_NOTE_MESSAGES,
  INVOICE_MESSAGES,
  LEDGER_MESSAGES,
  type TCreditNote,
  type TInvoice,
} from '@talanta/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { contractAt, insertApprovedWeek, mondayWeeksAgo, pdfText } from './helpers/invoices';
import { type Actor, postJob, signedInActor, trpcAs } from './helpers/jobs';
import { dateIn } from './helpers/offers';

/**
 * The ledger over the API (ADR 0034): after each money event (issue, partial payment, full
 * payment, overpayment, credit note for a correction and for a trial ended as not a fit) the
 * balances sum to 0, every entry sums to 0, and a client's receivable is the sum of the balances
 * due of its invoices. Credit notes (ADR 0035) are made and read here too.
 */

const t = useTestApp();

interface Balance {
  account: string;
  balanceCents: number;
}
interface Entry {
  id: number;
  kind: string;
  refs: { invoiceId: number | null; creditNoteId: number | null };
  lines: { account: string; partyId: number | null; amountCents: number }[];
}

describe('the ledger after every money event', () => {
  let admin: Actor;
  let client: Actor;
  let priya: { developer: Actor; contractId: number };
  let tom: { developer: Actor; contractId: number };
  let invoice: TInvoice;

  const balances = async (partyId?: number): Promise<Balance[]> => {
    const response = await admin.http.get(
      `/api/admin/ledger/balances${partyId ? `?partyId=${partyId}` : ''}`,
    );
    expect(response.status).toBe(200);
    return response.body;
  };
  const balanceOf = (rows: Balance[], account: string) =>
    rows.find((row) => row.account === account)?.balanceCents ?? Number.NaN;
  const invoiceNow = async (id: number): Promise<TInvoice> =>
    (await client.http.get(`/api/invoices/${id}`)).body;

  /** The invariants, checked over HTTP after each step. */
  async function expectLedgerHolds() {
    const all = await balances();
    expect(all.reduce((sum, row) => sum + row.balanceCents, 0)).toBe(0);
    const entries = await admin.http.get('/api/admin/ledger/entries?limit=200');
    expect(entries.status).toBe(200);
    expect(Number(entries.headers['x-total-count'])).toBe(entries.body.length);
    for (const entry of entries.body as Entry[]) {
      expect(entry.lines.length, `entry ${entry.id}`).toBeGreaterThanOrEqual(2);
      expect(
        entry.lines.reduce((sum, line) => sum + line.amountCents, 0),
        `entry ${entry.id} ${entry.kind}`,
      ).toBe(0);
    }
    const invoices = (await client.http.get('/api/invoices')).body as TInvoice[];
    const due = invoices.reduce((sum, each) => sum + (each.balanceDueCents ?? 0), 0);
    expect(balanceOf(await balances(client.user.id), 'client_receivable')).toBe(due);
  }

  beforeAll(async () => {
    admin = await signedInActor(t, 'admin');
    client = await signedInActor(t, 'client', { firstName: 'Sarah', lastName: 'Collins' });
    const job = await postJob(client, { title: 'Ledger engineer' });
    priya = await contractAt(t, client, job.id, 50, { firstName: 'Priya', lastName: 'Sharma' });
    tom = await contractAt(t, client, job.id, 30, { firstName: 'Tom', lastName: 'Mwangi' });
    // Priya $500 + Tom $60 = $560; fee 10 % = $56; total $616.
    await insertApprovedWeek(t.db, priya.contractId, mondayWeeksAgo(2), 600);
    await insertApprovedWeek(t.db, tom.contractId, mondayWeeksAgo(2), 120);
  });

  it('is for admins only, and refuses a bad page', async () => {
    expect((await client.http.get('/api/admin/ledger/balances')).status).toBe(403);
    expect((await priya.developer.http.get('/api/admin/ledger/entries')).status).toBe(403);
    const bad = await admin.http.get('/api/admin/ledger/entries?limit=0');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(LEDGER_MESSAGES.limit);
    const badCursor = await admin.http.get('/api/admin/ledger/entries?cursor=abc');
    expect(badCursor.status).toBe(400);
    expect(JSON.stringify(badCursor.body)).toContain(LEDGER_MESSAGES.cursor);
  });

  it('issue: the client owes the total, the developers wait for their shares, the fee is earned', async () => {
    const made = await admin.http.post('/api/admin/invoices/generate', { through: dateIn(-1) });
    expect(made.status).toBe(201);
    invoice = (made.body as TInvoice[])[0] as TInvoice;
    expect(invoice?.totalCents).toBe(61600);
    const entries = await admin.http.get(`/api/admin/ledger/entries?invoiceId=${invoice.id}`);
    expect(entries.body).toHaveLength(1);
    expect(entries.body[0]).toMatchObject({
      kind: 'invoice_issued',
      refs: { invoiceId: invoice.id, creditNoteId: null },
      lines: [
        { account: 'client_receivable', partyId: client.user.id, amountCents: 61600 },
        { account: 'developer_payable_pending', partyId: priya.developer.user.id, amountCents: -50000 },
        { account: 'developer_payable_pending', partyId: tom.developer.user.id, amountCents: -6000 },
        { account: 'platform_fee_revenue', partyId: null, amountCents: -5600 },
      ],
    });
    await expectLedgerHolds();
  });

  it('partial payment: the balance is left, nothing becomes payable yet', async () => {
    const outcome = await t.db.transaction().execute((trx) =>
      applyReceipt(trx, {
        invoiceId: invoice.id,
        amountCents: 20000,
        currency: 'USD',
        reference: 'BANK-PART-1',
        paidAt: new Date(),
        recordedBy: null,
      }),
    );
    expect(outcome).toEqual({
      outcome: 'partial',
      appliedCents: 20000,
      overpaymentCents: 0,
      balanceDueCents: 41600,
    });
    const seen = await invoiceNow(invoice.id);
    expect(seen).toMatchObject({
      status: 'issued',
      amountPaidCents: 20000,
      balanceDueCents: 41600,
      payment: { reference: 'BANK-PART-1' },
      payments: [{ provider: 'bank_transfer', reference: 'BANK-PART-1', amountCents: 20000 }],
    });
    expect(balanceOf(await balances(priya.developer.user.id), 'developer_payable')).toBe(0);
    // The client's dashboard owes the balance, not the total.
    expect((await client.http.get('/api/client/stats')).body.work.amountDueCents).toBe(41600);
    await expectLedgerHolds();
  });

  it('mark paid pays the balance due: paid, and each developer’s share becomes payable', async () => {
    const paid = await admin.http.put(`/api/admin/invoices/${invoice.id}/paid`, {
      reference: 'BANK-REST-1',
      paidAt: new Date().toISOString(),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({
      status: 'paid',
      amountPaidCents: 61600,
      balanceDueCents: 0,
      payment: { reference: 'BANK-REST-1' },
    });
    expect(paid.body.payments.map((payment: { amountCents: number }) => payment.amountCents)).toEqual([
      20000, 41600,
    ]);
    expect(balanceOf(await balances(priya.developer.user.id), 'developer_payable')).toBe(-50000);
    expect(balanceOf(await balances(tom.developer.user.id), 'developer_payable')).toBe(-6000);
    expect(balanceOf(await balances(priya.developer.user.id), 'developer_payable_pending')).toBe(0);
    const again = await admin.http.put(`/api/admin/invoices/${invoice.id}/paid`, {
      reference: 'BANK-OTHER',
      paidAt: new Date().toISOString(),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(INVOICE_MESSAGES.alreadyPaid);
    await expectLedgerHolds();
  });

  it('overpayment: the rest becomes the client’s credit, which pays their next invoice at issue', async () => {
    const outcome = await t.db.transaction().execute((trx) =>
      applyReceipt(trx, {
        invoiceId: invoice.id,
        amountCents: 2500,
        currency: 'USD',
        reference: 'BANK-EXTRA-1',
        paidAt: new Date(),
        recordedBy: null,
      }),
    );
    expect(outcome).toEqual({
      outcome: 'overpaid',
      appliedCents: 0,
      overpaymentCents: 2500,
      balanceDueCents: 0,
    });
    expect(balanceOf(await balances(client.user.id), 'client_credit')).toBe(-2500);
    await expectLedgerHolds();

    await insertApprovedWeek(t.db, tom.contractId, mondayWeeksAgo(1), 60);
    const next = (await admin.http.post('/api/admin/invoices/generate', { through: dateIn(-1) }))
      .body[0] as TInvoice;
    // $30 + $3 fee = $33, of which the $25 credit pays at once.
    expect(next).toMatchObject({
      totalCents: 3300,
      amountPaidCents: 2500,
      balanceDueCents: 800,
      status: 'issued',
      payments: [{ provider: 'client_credit', reference: `CREDIT-${next.number}`, amountCents: 2500 }],
    });
    expect(balanceOf(await balances(client.user.id), 'client_credit')).toBe(0);
    await expectLedgerHolds();
  });

  it('a correction credit note on a paid invoice: the client gets credit, the developer’s share is taken back', async () => {
    const priyaLine = invoice.lines.find((line) => line.developerName === 'Priya Sharma');
    const tomLine = invoice.lines.find((line) => line.developerName === 'Tom Mwangi');
    if (!priyaLine || !tomLine) throw new Error('the invoice has no lines for Priya and Tom');
    const none = await admin.http.post(`/api/admin/invoices/${invoice.id}/credit-notes`, {
      lineIds: [],
      note: 'x',
    });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain(CREDIT_NOTE_MESSAGES.lines);
    const noNote = await admin.http.post(`/api/admin/invoices/${invoice.id}/credit-notes`, {
      lineIds: [tomLine.id],
      note: ' ',
    });
    expect(noNote.status).toBe(400);
    expect(JSON.stringify(noNote.body)).toContain(CREDIT_NOTE_MESSAGES.note);
    const stranger = await admin.http.post(`/api/admin/invoices/${invoice.id}/credit-notes`, {
      lineIds: [999999],
      note: 'Wrong line',
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toBe(CREDIT_NOTE_MESSAGES.lineNotOnInvoice(999999));
    const missing = await admin.http.post('/api/admin/invoices/999999/credit-notes', {
      lineIds: [tomLine.id],
      note: 'Gone',
    });
    expect(missing.status).toBe(404);
    expect(
      (
        await client.http.post(`/api/admin/invoices/${invoice.id}/credit-notes`, {
          lineIds: [tomLine.id],
          note: 'x',
        })
      ).status,
    ).toBe(403);

    const made = await admin.http.post(`/api/admin/invoices/${invoice.id}/credit-notes`, {
      lineIds: [tomLine.id],
      note: 'Tom’s week was billed twice',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const note = made.body as TCreditNote;
    expect(note).toMatchObject({
      number: expect.stringMatching(/^CN-\d{4}-\d{6}$/),
      view: 'credit_note',
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      reason: 'correction',
      paidByTalanta: false,
      subtotalCents: 6000,
      feeCents: 600,
      totalCents: 6600,
      client: { id: client.user.id, name: 'Sarah Collins', taxNumber: null },
      lines: [{ invoiceLineId: tomLine.id, developerName: 'Tom Mwangi', amountCents: 6000 }],
    });
    const twice = await admin.http.post(`/api/admin/invoices/${invoice.id}/credit-notes`, {
      lineIds: [tomLine.id],
      note: 'Again',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(CREDIT_NOTE_MESSAGES.lineAlreadyCredited(tomLine.id));
    // Both sides are told: the client of the credit, Tom that the week is no longer owed to him.
    const noticesOf = (userId: number) =>
      t.db.selectFrom('notifications').select(['title', 'link']).where('userId', '=', userId).execute();
    expect(await noticesOf(client.user.id)).toContainEqual({
      title: `Credit note ${note.number} for invoice ${invoice.number}`,
      link: `/invoices/${invoice.id}`,
    });
    expect(await noticesOf(tom.developer.user.id)).toContainEqual({
      title: `Your hours on invoice ${invoice.number} were corrected`,
      link: '/earnings',
    });

    // The invoice was paid in full: the whole note is the client's credit, Tom's payable share goes.
    expect(balanceOf(await balances(client.user.id), 'client_credit')).toBe(-6600);
    expect(balanceOf(await balances(tom.developer.user.id), 'developer_payable')).toBe(0);
    // Tom's earnings no longer count the credited week (his second week is on an unpaid invoice).
    expect((await tom.developer.http.get('/api/earnings')).body).toMatchObject({
      invoicedCents: 3000,
      paidCents: 0,
    });
    const seen = await invoiceNow(invoice.id);
    expect(seen).toMatchObject({
      status: 'paid',
      creditedCents: 6600,
      creditNotes: [{ id: note.id, number: note.number, totalCents: 6600 }],
    });
    expect(seen.lines.find((line) => line.id === tomLine.id)?.creditNoteNumber).toBe(note.number);
    await expectLedgerHolds();

    // Reading it: the client and admins, the developer as a statement of their lines, nobody else.
    expect((await client.http.get('/api/credit-notes')).body.map((each: TCreditNote) => each.id)).toEqual([
      note.id,
    ]);
    const statement = (await tom.developer.http.get(`/api/credit-notes/${note.id}`)).body as TCreditNote;
    expect(statement).toMatchObject({
      view: 'statement',
      feeCents: null,
      totalCents: null,
      subtotalCents: 6000,
    });
    const hidden = await priya.developer.http.get(`/api/credit-notes/${note.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe(CREDIT_NOTE_MESSAGES.notFound);
    expect((await priya.developer.http.get('/api/credit-notes')).body).toEqual([]);
    const trpc = await trpcAs(t, admin);
    expect((await trpc.client.creditNote.byId.query({ id: note.id })).number).toBe(note.number);
    const pdf = await client.http.get(`/api/credit-notes/${note.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${note.number}.pdf"`);
    const text = pdfText(pdf.raw.rawPayload);
    expect(text).toContain(`Credit note ${note.number} for invoice ${invoice.number}`);
    expect(text).toContain('Tom Mwangi');
    expect(text).toContain('$66.00');
  });

  it('a trial ended as not a fit: every issued line of the contract credited, Talanta pays the developer', async () => {
    const unpaid = (await client.http.get('/api/invoices')).body.find(
      (each: TInvoice) => each.status === 'issued',
    ) as TInvoice;
    expect(unpaid.balanceDueCents).toBe(800);
    const ids = await t.db
      .transaction()
      .execute((trx) =>
        issueTrialCreditNotesForContract(trx, { contractId: tom.contractId, createdBy: admin.user.id }),
      );
    // Tom's line on the first invoice was credited already: only the second invoice's line is left.
    expect(ids).toHaveLength(1);
    const note = (await admin.http.get(`/api/credit-notes/${ids[0]}`)).body as TCreditNote;
    expect(note).toMatchObject({
      reason: 'trial_not_a_fit',
      paidByTalanta: true,
      subtotalCents: 3000,
      totalCents: 3300,
    });
    // $8 was still due: that leaves the receivable; the $25 the credit paid returns as credit.
    const seen = await invoiceNow(unpaid.id);
    expect(seen).toMatchObject({ status: 'paid', balanceDueCents: 0, creditedCents: 3300 });
    expect(balanceOf(await balances(client.user.id), 'client_credit')).toBe(-6600 - 2500);
    expect(balanceOf(await balances(tom.developer.user.id), 'developer_payable')).toBe(-3000);
    expect(balanceOf(await balances(), 'trial_cost')).toBe(3000);
    expect(
      await t.db
        .transaction()
        .execute((trx) =>
          issueTrialCreditNotesForContract(trx, { contractId: tom.contractId, createdBy: null }),
        ),
    ).toEqual([]);
    await expectLedgerHolds();
  });

  it('a credit note over every line of an unpaid invoice leaves it credited, fee and all', async () => {
    const other = await signedInActor(t, 'client', { firstName: 'Otieno', lastName: 'Odhiambo' });
    const job = await postJob(other, { title: 'Mobile engineer' });
    const wanjiru = await contractAt(t, other, job.id, 33.33, { firstName: 'Wanjiru', lastName: 'Kamau' });
    await insertApprovedWeek(t.db, wanjiru.contractId, mondayWeeksAgo(1), 45);
    await insertApprovedWeek(t.db, wanjiru.contractId, mondayWeeksAgo(2), 45);
    const made = (await admin.http.post('/api/admin/invoices/generate', { through: dateIn(-1) }))
      .body as TInvoice[];
    const issued = made.find((each) => each.client.id === other.user.id) as TInvoice;
    const [first, second] = issued.lines;
    if (!first || !second) throw new Error('two lines expected');
    const part = await admin.http.post(`/api/admin/invoices/${issued.id}/credit-notes`, {
      lineIds: [first.id],
      note: 'Hours logged on the wrong contract',
    });
    // The fee on one line rounds: the note crediting the rest takes exactly the fee left.
    expect(part.body.feeCents).toBe(Math.round(first.amountCents * 0.1));
    const rest = await admin.http.post(`/api/admin/invoices/${issued.id}/credit-notes`, {
      lineIds: [second.id],
      note: 'Hours logged on the wrong contract',
    });
    expect(part.body.totalCents + rest.body.totalCents).toBe(issued.totalCents);
    const seen = (await other.http.get(`/api/invoices/${issued.id}`)).body as TInvoice;
    expect(seen).toMatchObject({ status: 'credited', balanceDueCents: 0, amountPaidCents: 0, payment: null });
    const paying = await admin.http.put(`/api/admin/invoices/${issued.id}/paid`, {
      reference: 'BANK-NOTHING-DUE',
      paidAt: new Date().toISOString(),
    });
    expect(paying.status).toBe(409);
    expect(paying.body.message).toBe(INVOICE_MESSAGES.nothingDue);
    expect(balanceOf(await balances(wanjiru.developer.user.id), 'developer_payable_pending')).toBe(0);
    expect(balanceOf(await balances(other.user.id), 'client_receivable')).toBe(0);
    await expectLedgerHolds();
  });

  it('keeps users the ledger names: deleting them anonymises, never 500', async () => {
    const response = await admin.http.request('DELETE', `/api/super-admin/users/${tom.developer.user.id}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ message: expect.any(String) });
    const kept = await t.db
      .selectFrom('users')
      .select(['firstName'])
      .where('id', '=', tom.developer.user.id)
      .executeTakeFirst();
    expect(kept?.firstName).toBe('Deleted');
    await expectLedgerHolds();
  });
});
