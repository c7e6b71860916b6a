import { PAYOUT_MESSAGES } from '@talanta/schema';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { camt053, uploadStatement } from './helpers/bank-statements';
import { contractAt, insertApprovedWeek, mondayWeeksAgo } from './helpers/invoices';
import { type Actor, postJob, signedInActor } from './helpers/jobs';
import { TEST_PASSWORD } from './helpers/users';

const t = useTestApp();

/** Each developer works one approved week of 10 hours at $40: $400.00 is their share. */
const SHARE = 40_000;

/** Every journal entry balances, so all lines together sum to zero. */
async function ledgerSum(): Promise<number> {
  const row = await sql<{
    total: string | null;
  }>`select sum(amount_cents) as total from journal_lines`.execute(t.db);
  return Number(row.rows[0]?.total ?? 0);
}

async function balances(admin: Actor, partyId?: number): Promise<Record<string, number>> {
  const response = await admin.http.get(
    `/api/admin/ledger/balances${partyId === undefined ? '' : `?partyId=${partyId}`}`,
  );
  expect(response.status).toBe(200);
  return Object.fromEntries(
    response.body.map((row: { account: string; balanceCents: number }) => [row.account, row.balanceCents]),
  );
}

const entriesOf = (payoutId: number) =>
  t.db
    .selectFrom('journalEntries')
    .select('kind')
    .where('payoutId', '=', payoutId)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((row) => row.kind));

/** Ends the day's hold on a developer's method, as if it had been set yesterday. */
const endHold = (developerId: number) =>
  t.db
    .updateTable('payoutMethods')
    .set({ heldUntil: new Date(Date.now() - 60_000) })
    .where('developerId', '=', developerId)
    .execute();

interface BatchPayout {
  id: number;
  developer: { id: number; name: string };
  amountCents: number;
  status: string;
  localAmount: { currency: string; amount: number } | null;
}

describe('payouts', () => {
  let admin: Actor;
  let kenya: Actor;
  let india: Actor;
  let europe: Actor;
  let unpaid: Actor;
  let batch: { id: number; number: string; payouts: BatchPayout[]; files: string[] };
  const payoutOf = (developer: Actor) => {
    const payout = batch.payouts.find((candidate) => candidate.developer.id === developer.user.id);
    if (!payout) throw new Error(`no payout for ${developer.user.id}`);
    return payout;
  };

  const developer = (actor: Actor) => ({
    earnings: async () => {
      const response = await actor.http.get('/api/earnings');
      expect(response.status).toBe(200);
      return response.body;
    },
  });

  beforeAll(async () => {
    admin = await signedInActor(t, 'admin');
    const client = await signedInActor(t, 'client', { firstName: 'Sarah', lastName: 'Collins' });
    const job = await postJob(client, { title: 'Payments engineer' });
    const monday = mondayWeeksAgo(2);
    const developers: Actor[] = [];
    for (const [firstName, lastName] of [
      ['Wanjiku', 'Kamau'],
      ['Priya', 'Sharma'],
      ['Jürgen', 'Müller'],
      ['Amit', 'Verma'],
    ] as const) {
      const { developer, contractId } = await contractAt(t, client, job.id, 40, { firstName, lastName });
      await insertApprovedWeek(t.db, contractId, monday, 600);
      developers.push(developer);
    }
    [kenya, india, europe, unpaid] = developers as [Actor, Actor, Actor, Actor];
    const methods: [Actor, object][] = [
      [kenya, { type: 'mpesa', holderName: 'Wanjiku Kamau', phoneNumber: '0712345678' }],
      [
        india,
        { type: 'bank_in', holderName: 'Priya Sharma', accountNumber: '123456789012', ifsc: 'HDFC0000001' },
      ],
      [europe, { type: 'bank_intl', holderName: 'Jürgen Müller & Co', iban: 'DE89370400440532013000' }],
    ];
    for (const [developer, method] of methods) {
      const saved = await developer.http.put('/api/payout-method', { ...method, password: TEST_PASSWORD });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    const invoices = await admin.http.post('/api/admin/invoices/generate', { through: mondayWeeksAgo(1) });
    expect(invoices.status, JSON.stringify(invoices.body)).toBe(201);
    const [invoice] = invoices.body;
    expect(invoice.totalCents).toBe(4 * SHARE * 1.1);
    const paid = await uploadStatement(
      t,
      admin.http,
      camt053('STMT-PAYOUTS-1', [{ amount: '1760.00', reference: invoice.number, bankReference: 'IN-1' }]),
    );
    expect(paid.body.matched).toHaveLength(1);
  });

  it('lists what is owed and why a developer would not be paid yet', async () => {
    const payable = await admin.http.get('/api/admin/payouts/payable');
    expect(payable.status).toBe(200);
    expect(payable.body).toEqual(
      [kenya, india, europe, unpaid].map((developer) =>
        expect.objectContaining({
          developer: expect.objectContaining({ id: developer.user.id }),
          amountCents: SHARE,
          state: developer === unpaid ? 'no_method' : 'held',
        }),
      ),
    );
    const refused = await admin.http.post('/api/admin/payout-batches', { kesRate: '129.5' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(PAYOUT_MESSAGES.nothingPayable);
    expect((await developer(kenya).earnings()).payableCents).toBe(SHARE);
  });

  it('queues one payout per developer ready, with the KES amount for M-Pesa, and posts nothing yet', async () => {
    for (const developer of [kenya, india, europe]) await endHold(developer.user.id);
    const noRate = await admin.http.post('/api/admin/payout-batches', {});
    expect(noRate.status).toBe(400);
    expect(noRate.body.message).toBe(PAYOUT_MESSAGES.kesRate);
    const badRate = await admin.http.post('/api/admin/payout-batches', { kesRate: '12,9' });
    expect(badRate.status).toBe(400);
    expect(badRate.body.message).toBe(PAYOUT_MESSAGES.kesRate);

    const before = await ledgerSum();
    const created = await admin.http.post('/api/admin/payout-batches', { kesRate: '129.5' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    batch = created.body;
    expect(created.body).toMatchObject({
      number: expect.stringMatching(/^PB-\d{4}-\d{6}$/),
      kesRate: '129.5',
      totalCents: 3 * SHARE,
      files: ['pain.001', 'mpesa-csv'],
      skipped: [
        expect.objectContaining({
          state: 'no_method',
          developer: expect.objectContaining({ id: unpaid.user.id }),
        }),
      ],
    });
    expect(payoutOf(kenya)).toMatchObject({
      amountCents: SHARE,
      status: 'queued',
      localAmount: { currency: 'KES', amount: 51_800 },
    });
    expect(payoutOf(india).localAmount).toBeNull();
    expect(await ledgerSum()).toBe(before);

    const again = await admin.http.post('/api/admin/payout-batches', { kesRate: '129.5' });
    expect(again.status).toBe(409);
    expect(await developer(kenya).earnings()).toMatchObject({
      payableCents: 0,
      inTransitCents: SHARE,
      paidOutCents: 0,
    });
    const own = await kenya.http.get('/api/payouts');
    expect(own.body).toEqual([
      expect.objectContaining({
        id: payoutOf(kenya).id,
        reference: `PO-${payoutOf(kenya).id}`,
        batchNumber: batch.number,
        status: 'queued',
        method: { type: 'mpesa', holderName: 'Wanjiku Kamau', masked: 'M-Pesa •••• 5678' },
      }),
    ]);
    expect(JSON.stringify(own.body)).not.toContain('712345678');
  });

  it('gives the bank a pain.001 file and M-Pesa a CSV, the same bytes every time', async () => {
    const path = `/api/admin/payout-batches/${batch.id}/file`;
    const xml = await admin.http.get(`${path}?format=pain.001`);
    expect(xml.status).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.headers['cache-control']).toBe('no-store');
    expect(xml.headers['content-disposition']).toBe(`attachment; filename="${batch.number}.xml"`);
    expect(XMLValidator.validate(xml.body)).toBe(true);
    const document = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(
      xml.body,
    ).Document;
    const header = document.CstmrCdtTrfInitn.GrpHdr;
    expect(header).toMatchObject({ MsgId: batch.number, NbOfTxs: '2', CtrlSum: '800.00' });
    const transactions = document.CstmrCdtTrfInitn.PmtInf.CdtTrfTxInf;
    expect(transactions.map((tx: { PmtId: { EndToEndId: string } }) => tx.PmtId.EndToEndId)).toEqual([
      `PO-${payoutOf(india).id}`,
      `PO-${payoutOf(europe).id}`,
    ]);
    expect(transactions[0].CdtrAgt.FinInstnId.ClrSysMmbId.MmbId).toBe('HDFC0000001');
    expect(transactions[0].CdtrAcct.Id.Othr.Id).toBe('123456789012');
    expect(transactions[1].CdtrAcct.Id.IBAN).toBe('DE89370400440532013000');
    expect(xml.body).toContain('<Nm>Jürgen Müller &amp; Co</Nm>');
    expect((await admin.http.get(`${path}?format=pain.001`)).body).toBe(xml.body);

    const csv = await admin.http.get(`${path}?format=mpesa-csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toBe(
      `PartyB,Amount,Name,Remarks,Occasion\r\n254712345678,51800,Wanjiku Kamau,Talanta payout PO-${payoutOf(kenya).id},${batch.number}\r\n`,
    );
    const bad = await admin.http.get(`${path}?format=swift`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(PAYOUT_MESSAGES.format);
    const downloads = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('action', '=', 'payout_batch.download')
      .execute();
    expect(downloads).toHaveLength(3);
    expect((await kenya.http.get(`${path}?format=pain.001`)).status).toBe(403);
  });

  it('posts sent and settled, answers a repeated mark once, and refuses another reference', async () => {
    const mark = (payout: BatchPayout, body: object) =>
      admin.http.put(`/api/admin/payouts/${payout.id}`, body);
    const mpesa = await mark(payoutOf(kenya), { status: 'settled', reference: 'QK7ABC123' });
    expect(mpesa.status, JSON.stringify(mpesa.body)).toBe(200);
    expect(mpesa.body).toMatchObject({ status: 'settled', bankReference: 'QK7ABC123' });
    expect(mpesa.body.sentAt).not.toBeNull();
    expect(await entriesOf(payoutOf(kenya).id)).toEqual(['payout_sent', 'payout_settled']);
    expect(await developer(kenya).earnings()).toMatchObject({ inTransitCents: 0, paidOutCents: SHARE });

    expect((await mark(payoutOf(india), { status: 'sent', reference: 'FT-1' })).status).toBe(200);
    // A payout marked settled twice at once: the row lock runs one after the other, one posting.
    const [first, second] = await Promise.all([
      mark(payoutOf(india), { status: 'settled', reference: 'FT-1' }),
      mark(payoutOf(india), { status: 'settled', reference: 'FT-1' }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await entriesOf(payoutOf(india).id)).toEqual(['payout_sent', 'payout_settled']);
    const other = await mark(payoutOf(india), { status: 'settled', reference: 'FT-2' });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(PAYOUT_MESSAGES.otherReference('settled'));
    const backwards = await mark(payoutOf(india), { status: 'sent', reference: 'FT-1' });
    expect(backwards.status).toBe(409);
    expect(backwards.body.message).toBe(PAYOUT_MESSAGES.move('settled', 'sent'));
    expect((await mark(payoutOf(india), { status: 'settled', reference: '' })).body.message).toBe(
      PAYOUT_MESSAGES.reference,
    );
    expect(await ledgerSum()).toBe(0);
    const notice = await t.db
      .selectFrom('notifications')
      .select(['title', 'link'])
      .where('userId', '=', india.user.id)
      .where('title', '=', 'Your payout was paid')
      .execute();
    expect(notice).toEqual([{ title: 'Your payout was paid', link: '/earnings' }]);
  });

  it('makes a failed payout payable again, and two batches at once queue it once', async () => {
    const payout = payoutOf(europe);
    await admin.http.put(`/api/admin/payouts/${payout.id}`, { status: 'sent', reference: 'FT-9' });
    const failed = await admin.http.put(`/api/admin/payouts/${payout.id}`, {
      status: 'failed',
      reference: 'RJCT-9',
      reason: 'Account closed',
    });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ status: 'failed', failureReason: 'Account closed' });
    expect(await entriesOf(payout.id)).toEqual(['payout_sent', 'payout_failed']);
    expect(await developer(europe).earnings()).toMatchObject({ payableCents: SHARE, inTransitCents: 0 });
    const dead = await admin.http.put(`/api/admin/payouts/${payout.id}`, {
      status: 'settled',
      reference: 'X',
    });
    expect(dead.status).toBe(409);

    const [one, two] = await Promise.all([
      admin.http.post('/api/admin/payout-batches', {}),
      admin.http.post('/api/admin/payout-batches', {}),
    ]);
    expect([one.status, two.status].sort()).toEqual([201, 409]);
    const queued = await t.db
      .selectFrom('payouts')
      .select('amountCents')
      .where('developerId', '=', europe.user.id)
      .where('status', '=', 'queued')
      .execute();
    expect(queued).toEqual([{ amountCents: SHARE }]);

    const books = await balances(admin);
    expect(Object.values(books).reduce((sum, cents) => sum + cents, 0)).toBe(0);
    expect(books.payouts_in_transit).toBe(0);
    // $1,760 received, $800 paid out to two developers.
    expect(books.cash_bank).toBe(176_000 - 2 * SHARE);
    expect((await balances(admin, europe.user.id)).developer_payable).toBe(-SHARE);
    expect((await balances(admin, india.user.id)).developer_payable).toBe(0);
  });

  it('takes a returned transfer back after it settled', async () => {
    const payout = payoutOf(kenya);
    const returned = await admin.http.put(`/api/admin/payouts/${payout.id}`, {
      status: 'failed',
      reference: 'QK7REV',
      reason: 'Returned by M-Pesa',
    });
    expect(returned.status).toBe(200);
    expect(await entriesOf(payout.id)).toEqual(['payout_sent', 'payout_settled', 'payout_failed']);
    expect(await developer(kenya).earnings()).toMatchObject({ payableCents: SHARE, paidOutCents: 0 });
    expect(await ledgerSum()).toBe(0);
  });

  it('settles a payout from the bank statement’s debit quoting its reference and amount', async () => {
    const queued = await t.db
      .selectFrom('payouts')
      .select('id')
      .where('developerId', '=', europe.user.id)
      .where('status', '=', 'queued')
      .executeTakeFirstOrThrow();
    const statement = camt053('STMT-PAYOUTS-2', [
      {
        amount: '399.99',
        direction: 'DBIT',
        reference: `Talanta payout PO-${queued.id}`,
        bankReference: 'OUT-0',
      },
      {
        amount: '400.00',
        direction: 'DBIT',
        reference: `Talanta payout PO-${queued.id}`,
        bankReference: 'OUT-1',
      },
    ]);
    const imported = await uploadStatement(t, admin.http, statement);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.payoutsSettled).toEqual([
      expect.objectContaining({
        payoutId: queued.id,
        reference: `PO-${queued.id}`,
        amountCents: SHARE,
        bankReference: 'OUT-1',
      }),
    ]);
    // The debit of another amount settles nothing: it waits for an admin, with its reason (ADR 0053).
    expect(imported.body.unmatched).toEqual([
      expect.objectContaining({ direction: 'debit', amountCents: 39_999, reason: 'payout_amount' }),
    ]);
    expect(await entriesOf(queued.id)).toEqual(['payout_sent', 'payout_settled']);
    expect(await developer(europe).earnings()).toMatchObject({ payableCents: 0, paidOutCents: SHARE });
    const again = await uploadStatement(t, admin.http, statement);
    expect(again.body).toMatchObject({ imported: 0, duplicates: 2, payoutsSettled: [] });
    expect(await ledgerSum()).toBe(0);
  });
});
