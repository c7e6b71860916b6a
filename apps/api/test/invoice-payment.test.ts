import { INVOICE_MESSAGES } from '@talanta/schema';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { contractAt, insertApprovedWeek, mondayWeeksAgo, pdfText } from './helpers/invoices';
import { type Actor, postJob, signedInActor, trpcAs } from './helpers/jobs';
import { dateIn, emailsTo, noticesOf } from './helpers/offers';
import { trpcError } from './helpers/trpc';

const t = useTestApp();

describe('invoice PDF and bank transfer payments', () => {
  let admin: Actor;
  let client: Actor;
  let priya: { developer: Actor; contractId: number };
  let tom: { developer: Actor; contractId: number };
  let invoice: { id: number; number: string; totalCents: number };

  beforeAll(async () => {
    admin = await signedInActor(t, 'admin');
    client = await signedInActor(t, 'client', { firstName: 'Sarah', lastName: 'Collins' });
    await t.db
      .updateTable('clientProfiles')
      .set({ companyName: 'Acme Logistics' })
      .where('userId', '=', client.user.id)
      .execute();
    const job = await postJob(client, { title: 'Payments API engineer' });
    priya = await contractAt(t, client, job.id, 45.5, { firstName: 'Priya', lastName: 'Sharma' });
    tom = await contractAt(t, client, job.id, 30, { firstName: 'Tom', lastName: 'Mwangi' });
    await insertApprovedWeek(t.db, priya.contractId, mondayWeeksAgo(1), 600);
    await insertApprovedWeek(t.db, tom.contractId, mondayWeeksAgo(1), 120);
    const made = await admin.http.post('/api/admin/invoices/generate', { through: dateIn(-1) });
    expect(made.status).toBe(201);
    [invoice] = made.body;
  });

  it('sends the invoice as a real PDF: number, client, lines, fee, total, how to pay', async () => {
    const response = await client.http.get(`/api/invoices/${invoice.id}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    const bytes = response.raw.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Invoice ${invoice.number}`);
    const text = pdfText(bytes);
    for (const shown of [
      'Client: Acme Logistics (Sarah Collins)',
      'Priya Sharma',
      'Tom Mwangi',
      'Payments API engineer',
      '$455.00',
      '$60.00',
      'Platform fee (10%)',
      '$51.50',
      '$566.50',
      `quoting ${invoice.number} as the reference`,
    ]) {
      expect(text).toContain(shown);
    }
  });

  it('gives a developer their statement as the PDF, without the others’ lines or the fee', async () => {
    const trpc = await trpcAs(t, tom.developer);
    const file = await trpc.client.invoice.pdf.query({ id: invoice.id });
    const bytes = Buffer.from(file.contentBase64, 'base64');
    expect((await PDFDocument.load(bytes)).getTitle()).toBe(`Earnings statement ${invoice.number}`);
    const text = pdfText(bytes);
    expect(text).toContain('Tom Mwangi');
    expect(text).toContain('Your earnings');
    expect(text).not.toContain('Priya Sharma');
    expect(text).not.toContain('Platform fee');
  });

  it('refuses bad payment input with the messages, and non-admins', async () => {
    const url = `/api/admin/invoices/${invoice.id}/paid`;
    expect((await client.http.put(url, { reference: 'X', paidAt: dateIn(0) })).status).toBe(403);
    const cases: [Record<string, unknown>, string][] = [
      [{ reference: '', paidAt: dateIn(0) }, INVOICE_MESSAGES.reference],
      [{ reference: 'BANK-1', paidAt: 'yesterday' }, INVOICE_MESSAGES.paidAt],
      [{ reference: 'BANK-1', paidAt: `${dateIn(2)}T10:00:00Z` }, INVOICE_MESSAGES.paidAtFuture],
      [{ reference: 'BANK-1', paidAt: dateIn(-3) }, INVOICE_MESSAGES.paidAtBeforeIssue],
    ];
    for (const [body, message] of cases) {
      const response = await admin.http.put(url, body);
      expect(response.status, message).toBe(400);
      expect(JSON.stringify(response.body)).toContain(message);
    }
    expect(
      (await admin.http.put('/api/admin/invoices/999999/paid', { reference: 'R', paidAt: dateIn(0) })).status,
    ).toBe(404);
    expect(await t.db.selectFrom('payments').select('id').execute()).toEqual([]);
  });

  it('records the payment, marks the invoice paid and tells the client and each developer', async () => {
    const paidAt = new Date(Date.now() - 60_000).toISOString();
    const response = await admin.http.put(`/api/admin/invoices/${invoice.id}/paid`, {
      reference: 'BANK-2026-0042',
      paidAt,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toMatchObject({ status: 'paid', overdue: false, paidAt });
    const payments = await t.db
      .selectFrom('payments')
      .select(['invoiceId', 'provider', 'amountCents', 'recordedBy'])
      .execute();
    expect(payments).toEqual([
      {
        invoiceId: invoice.id,
        provider: 'bank_transfer',
        amountCents: invoice.totalCents,
        recordedBy: admin.user.id,
      },
    ]);
    expect((await client.http.get(`/api/invoices/${invoice.id}`)).body.status).toBe('paid');
    expect((await emailsTo(t.db, client.user.email))[0]?.subject).toBe(`Invoice ${invoice.number} paid`);
    for (const developer of [priya.developer, tom.developer]) {
      expect((await noticesOf(t.db, developer.user.id))[0]?.title).toBe(`Invoice ${invoice.number} paid`);
    }
    expect((await emailsTo(t.db, tom.developer.user.email))[0]?.bodyText).toContain('your $60.00');
    expect((await tom.developer.http.get('/api/earnings')).body).toEqual({
      earnedCents: 0,
      invoicedCents: 0,
      paidCents: 6000,
      trialPaidByTalantaCents: 0,
      // Paid by the client: the share is owed to the developer until a payout batch takes it.
      payableCents: 6000,
      inTransitCents: 0,
      paidOutCents: 0,
    });
  });

  it('answers the same reference again as a retry, another reference with 409', async () => {
    const url = `/api/admin/invoices/${invoice.id}/paid`;
    const retry = await admin.http.put(url, { reference: 'BANK-2026-0042', paidAt: dateIn(0) });
    expect(retry.status).toBe(200);
    const again = await admin.http.put(url, { reference: 'BANK-2026-0099', paidAt: dateIn(0) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(INVOICE_MESSAGES.alreadyPaid);
    const trpc = await trpcAs(t, admin);
    const error = await trpcError(
      trpc.client.invoice.markPaid.mutate({ id: invoice.id, reference: 'BANK-2026-0100', paidAt: dateIn(0) }),
    );
    expect(error.data?.code).toBe('CONFLICT');
    expect(await t.db.selectFrom('payments').select('id').execute()).toHaveLength(1);
  });
});
