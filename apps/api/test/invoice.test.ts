import { amountForMinutes, INVOICE_MESSAGES, percentOfCents, type TInvoice } from '@talanta/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { contractAt, insertApprovedWeek, mondayWeeksAgo } from './helpers/invoices';
import { type Actor, postJob, signedInActor, trpcAs } from './helpers/jobs';
import { dateIn, emailsTo, noticesOf } from './helpers/offers';

const t = useTestApp();

describe('invoice generation and visibility', () => {
  let admin: Actor;
  let acme: Actor;
  let kilima: Actor;
  let priya: { developer: Actor; contractId: number };
  let tom: { developer: Actor; contractId: number };
  let wanjiru: { developer: Actor; contractId: number };
  const twoWeeksAgo = mondayWeeksAgo(2);
  const lastWeek = mondayWeeksAgo(1);
  const lastSunday = dateIn(-(((new Date().getUTCDay() + 6) % 7) + 1));

  beforeAll(async () => {
    admin = await signedInActor(t, 'admin');
    acme = await signedInActor(t, 'client', { firstName: 'Sarah', lastName: 'Collins' });
    kilima = await signedInActor(t, 'client', { firstName: 'Otieno', lastName: 'Odhiambo' });
    const acmeJob = await postJob(acme);
    const kilimaJob = await postJob(kilima);
    priya = await contractAt(t, acme, acmeJob.id, 45.5, { firstName: 'Priya', lastName: 'Sharma' });
    tom = await contractAt(t, acme, acmeJob.id, 33.33, { firstName: 'Tom', lastName: 'Mwangi' });
    wanjiru = await contractAt(t, kilima, kilimaJob.id, 60, { firstName: 'Wanjiru', lastName: 'Kamau' });
    // 10 h 15 min at $45.50 is $466.375: the line rounds half a cent up to $466.38.
    await insertApprovedWeek(t.db, priya.contractId, twoWeeksAgo, 615);
    await insertApprovedWeek(t.db, priya.contractId, lastWeek, 480);
    await insertApprovedWeek(t.db, tom.contractId, lastWeek, 45);
    await insertApprovedWeek(t.db, wanjiru.contractId, lastWeek, 600);
    // Not billed: a week still waiting for approval, and one not over by `through`.
    await t.db
      .insertInto('timesheets')
      .values({ contractId: tom.contractId, weekStart: twoWeeksAgo, status: 'submitted', totalMinutes: 60 })
      .execute();
    await insertApprovedWeek(t.db, wanjiru.contractId, mondayWeeksAgo(0), 120);
  });

  it('refuses everyone but an admin, and a through that is not a date', async () => {
    for (const actor of [acme, priya.developer]) {
      const response = await actor.http.post('/api/admin/invoices/generate', {});
      expect(response.status).toBe(403);
    }
    expect((await t.http().post('/api/admin/invoices/generate', {})).status).toBe(401);
    const bad = await admin.http.post('/api/admin/invoices/generate', { through: '2026-02-30' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(INVOICE_MESSAGES.through);
    expect(await t.db.selectFrom('invoices').select('id').execute()).toEqual([]);
  });

  it('makes one invoice per client with a line per contract and week, the fee and the total', async () => {
    const response = await admin.http.post('/api/admin/invoices/generate', { through: lastSunday });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toHaveLength(2);
    const byClient = new Map((response.body as TInvoice[]).map((invoice) => [invoice.client.id, invoice]));
    const acmeInvoice = byClient.get(acme.user.id) as TInvoice;
    const priyaFirst = amountForMinutes(615, 4550);
    expect(priyaFirst).toBe(46638);
    const lines = [priyaFirst, amountForMinutes(480, 4550), amountForMinutes(45, 3333)];
    const subtotal = lines.reduce((sum, cents) => sum + cents, 0);
    const today = new Date().toISOString().slice(0, 10);
    expect(acmeInvoice).toMatchObject({
      number: expect.stringMatching(/^TAL-\d{4}-\d{6}$/),
      view: 'invoice',
      status: 'issued',
      overdue: false,
      issueDate: today,
      dueDate: dateIn(14),
      periodStart: twoWeeksAgo,
      periodEnd: lastSunday,
      subtotalCents: subtotal,
      feePercent: 10,
      feeCents: percentOfCents(subtotal, 10),
      totalCents: subtotal + percentOfCents(subtotal, 10),
    });
    expect(acmeInvoice.number.slice(4, 8)).toBe(today.slice(0, 4));
    expect(
      acmeInvoice.lines.map((line) => [line.developerName, line.weekStart, line.minutes, line.amountCents]),
    ).toEqual([
      ['Priya Sharma', twoWeeksAgo, 615, priyaFirst],
      ['Priya Sharma', lastWeek, 480, lines[1]],
      ['Tom Mwangi', lastWeek, 45, lines[2]],
    ]);
    const kilimaInvoice = byClient.get(kilima.user.id) as TInvoice;
    expect(kilimaInvoice.lines).toHaveLength(1);
    expect(kilimaInvoice.totalCents).toBe(60000 + 6000);
    // Each billed week now names its invoice; the unapproved and the unfinished week do not.
    const weeks = await t.db.selectFrom('timesheets').select(['weekStart', 'status', 'invoiceId']).execute();
    expect(weeks.filter((week) => week.invoiceId !== null)).toHaveLength(4);
    expect(
      weeks
        .filter((week) => week.invoiceId === null)
        .map((week) => week.status)
        .sort(),
    ).toEqual(['approved', 'submitted']);
    const mail = await emailsTo(t.db, acme.user.email);
    expect(mail[0]?.subject).toBe(`Invoice ${acmeInvoice.number} issued`);
    expect(mail[0]?.bodyText).toContain(`quoting ${acmeInvoice.number} as the reference`);
    expect((await noticesOf(t.db, acme.user.id))[0]?.link).toBe(`/invoices/${acmeInvoice.id}`);
  });

  it('never bills a week twice: a second run finds nothing, two runs at once bill once', async () => {
    const again = await admin.http.post('/api/admin/invoices/generate', { through: lastSunday });
    expect(again.status).toBe(201);
    expect(again.body).toEqual([]);
    await insertApprovedWeek(t.db, tom.contractId, mondayWeeksAgo(3), 90);
    const trpc = await trpcAs(t, admin);
    const runs = await Promise.all([
      trpc.client.invoice.generate.mutate({ through: lastSunday }),
      admin.http.post('/api/admin/invoices/generate', { through: lastSunday }),
      trpc.client.invoice.generate.mutate({ through: lastSunday }),
    ]);
    const made = [...runs[0], ...(runs[1].body as unknown[]), ...runs[2]];
    expect(made).toHaveLength(1);
    const lines = await t.db.selectFrom('invoiceLines').select('timesheetId').execute();
    expect(new Set(lines.map((line) => line.timesheetId)).size).toBe(lines.length);
    expect(lines).toHaveLength(5);
  });

  it('shows clients their own, developers their statements, admins all; others 404', async () => {
    const all = await admin.http.get('/api/invoices');
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(3);
    const own = await acme.http.get('/api/invoices');
    expect(own.body.every((invoice: { client: { id: number } }) => invoice.client.id === acme.user.id)).toBe(
      true,
    );
    expect(own.body).toHaveLength(2);
    const acmeFirst = all.body.find(
      (invoice: { client: { id: number }; lines: unknown[] }) =>
        invoice.client.id === acme.user.id && invoice.lines.length === 3,
    );
    const statement = (await trpcAs(t, tom.developer)).client.invoice.byId.query({ id: acmeFirst.id });
    await expect(statement).resolves.toMatchObject({
      view: 'statement',
      subtotalCents: amountForMinutes(45, 3333),
      feeCents: null,
      totalCents: null,
      lines: [{ developerName: 'Tom Mwangi', minutes: 45 }],
    });
    const priyaList = await priya.developer.http.get('/api/invoices');
    expect(priyaList.body).toHaveLength(1);
    expect(priyaList.body[0].lines.map((line: { developerId: number }) => line.developerId)).toEqual([
      priya.developer.user.id,
      priya.developer.user.id,
    ]);
    for (const stranger of [kilima, wanjiru.developer, await signedInActor(t, 'client')]) {
      const response = await stranger.http.get(`/api/invoices/${acmeFirst.id}`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(INVOICE_MESSAGES.notFound);
      expect((await stranger.http.get(`/api/invoices/${acmeFirst.id}/pdf`)).status).toBe(404);
    }
    expect((await admin.http.get('/api/invoices/999999')).status).toBe(404);
    expect((await t.http().get('/api/invoices')).status).toBe(401);
  });

  it('marks an issued invoice overdue once its due date has passed', async () => {
    const [first] = (await kilima.http.get('/api/invoices')).body;
    await t.db
      .updateTable('invoices')
      .set({ issueDate: dateIn(-15), dueDate: dateIn(-1) })
      .where('id', '=', first.id)
      .execute();
    const response = await kilima.http.get(`/api/invoices/${first.id}`);
    expect(response.body).toMatchObject({ status: 'issued', overdue: true });
    await t.db
      .updateTable('invoices')
      .set({ issueDate: dateIn(-14), dueDate: dateIn(0) })
      .where('id', '=', first.id)
      .execute();
    expect((await kilima.http.get(`/api/invoices/${first.id}`)).body.overdue).toBe(false);
  });

  it('sums a developer’s earnings: earned, invoiced and paid', async () => {
    const response = await wanjiru.developer.http.get('/api/earnings');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ earnedCents: 12000, invoicedCents: 60000, paidCents: 0 });
    expect((await acme.http.get('/api/earnings')).status).toBe(403);
  });
});
