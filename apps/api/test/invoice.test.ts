import { amountForMinutes, INVOICE_MESSAGES, percentOfCents, type TInvoice } from '@talanta/schema';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, readEnv } from '../src/env';
import { useTestApp } from './helpers/app';
import { contractAt, insertApprovedWeek, mondayWeeksAgo, pdfText } from './helpers/invoices';
import { type Actor, postJob, signedInActor, trpcAs } from './helpers/jobs';
import { dateIn, emailsTo, noticesOf } from './helpers/offers';

const COLLECT_ACCOUNTS = [
  {
    id: 'ke-kes',
    regions: ['KE'],
    currency: 'KES',
    bankName: 'Example Bank Kenya',
    accountName: 'Talanta Test Ltd',
    accountNumber: '0100123456',
    country: 'KE',
    usage: ['collect'],
  },
  {
    id: 'world-usd',
    regions: ['*'],
    currency: 'USD',
    bankName: 'Example Bank',
    accountName: 'Talanta Test Ltd',
    iban: 'GB29 NWBK 6016 1331 9268 19',
    bic: 'NWBKGB2L',
    country: 'GB',
    usage: ['collect', 'payout'],
  },
  {
    id: 'payouts-only',
    regions: ['*'],
    currency: 'USD',
    bankName: 'Example Payout Bank',
    accountName: 'Talanta Test Ltd',
    accountNumber: '999',
    country: 'KE',
    usage: ['payout'],
  },
];

const t = useTestApp({
  env: {
    PLATFORM_LEGAL_NAME: 'Talanta Test Ltd',
    PLATFORM_ADDRESS: '1 Test Road; Nairobi',
    PLATFORM_REGISTRATION_NUMBER: 'PVT-TEST123',
    PLATFORM_TAX_NUMBERS: 'KRA PIN P051234567X; GSTIN 27AAPFU0939F1ZV',
    PLATFORM_BANK_ACCOUNTS: JSON.stringify(COLLECT_ACCOUNTS),
  },
});

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

  it('freezes who and where at issue: issuer and accounts from settings, the client as they were', async () => {
    const [invoice] = (await acme.http.get('/api/invoices')).body as TInvoice[];
    expect(invoice?.issuer).toEqual({
      legalName: 'Talanta Test Ltd',
      address: '1 Test Road\nNairobi',
      registrationNumber: 'PVT-TEST123',
      taxNumbers: ['KRA PIN P051234567X', 'GSTIN 27AAPFU0939F1ZV'],
    });
    // The client's country is not known yet: the accounts for everyone, collect accounts only.
    expect(invoice?.paymentInstructions).toEqual({
      reference: invoice?.number,
      accounts: [
        {
          id: 'world-usd',
          bankName: 'Example Bank',
          accountName: 'Talanta Test Ltd',
          accountNumber: null,
          iban: 'GB29NWBK60161331926819',
          bic: 'NWBKGB2L',
          ifsc: null,
          routingNumber: null,
          currency: 'USD',
          country: 'GB',
        },
      ],
    });
    expect(invoice).toMatchObject({
      client: { id: acme.user.id, name: 'Sarah Collins', taxNumber: null },
      payment: null,
      payments: [],
      creditNotes: [],
      creditedCents: 0,
      amountPaidCents: 0,
      balanceDueCents: invoice?.totalCents,
    });
    const companyBefore = invoice?.client.companyName;
    await t.db
      .updateTable('clientProfiles')
      .set({ companyName: 'Renamed After Issue Ltd' })
      .where('userId', '=', acme.user.id)
      .execute();
    await t.db
      .updateTable('users')
      .set({ firstName: 'Renamed', lastName: 'Person' })
      .where('id', 'in', [acme.user.id, priya.developer.user.id])
      .execute();
    const after = (await acme.http.get(`/api/invoices/${invoice?.id}`)).body as TInvoice;
    expect(after.client).toEqual({
      id: acme.user.id,
      name: 'Sarah Collins',
      companyName: companyBefore,
      taxNumber: null,
      taxNumberKind: null,
      country: null,
      address: null,
    });
    expect(after.lines[0]?.developerName).toBe('Priya Sharma');
    const pdf = await acme.http.get(`/api/invoices/${invoice?.id}/pdf`);
    expect(pdf.status).toBe(200);
    const text = pdfText(pdf.raw.rawPayload);
    expect(text).toContain('Sarah Collins');
    expect(text).toContain('Priya Sharma');
    expect(text).not.toContain('Renamed');
    // A developer's statement tells them nothing about where the client pays.
    const statement = (await priya.developer.http.get(`/api/invoices/${invoice?.id}`)).body as TInvoice;
    expect(statement).toMatchObject({
      view: 'statement',
      paymentInstructions: null,
      payment: null,
      payments: [],
      balanceDueCents: null,
    });
    await t.db
      .updateTable('users')
      .set({ firstName: 'Sarah', lastName: 'Collins' })
      .where('id', '=', acme.user.id)
      .execute();
    await t.db
      .updateTable('users')
      .set({ firstName: 'Priya', lastName: 'Sharma' })
      .where('id', '=', priya.developer.user.id)
      .execute();
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

  /**
   * Moves an issued invoice back in time, which nothing in the app may do (ADR 0035): the
   * immutability trigger is set aside inside this one transaction, so no other query sees it off.
   */
  async function backdate(id: number, issueDate: string, dueDate: string) {
    await t.db.transaction().execute(async (trx) => {
      await sql`alter table invoices disable trigger invoices_immutable`.execute(trx);
      await trx.updateTable('invoices').set({ issueDate, dueDate }).where('id', '=', id).execute();
      await sql`alter table invoices enable trigger invoices_immutable`.execute(trx);
    });
  }

  it('marks an issued invoice overdue once its due date has passed', async () => {
    const [first] = (await kilima.http.get('/api/invoices')).body;
    await backdate(first.id, dateIn(-15), dateIn(-1));
    const response = await kilima.http.get(`/api/invoices/${first.id}`);
    expect(response.body).toMatchObject({ status: 'issued', overdue: true });
    await backdate(first.id, dateIn(-14), dateIn(0));
    expect((await kilima.http.get(`/api/invoices/${first.id}`)).body.overdue).toBe(false);
  });

  it('sums a developer’s earnings: earned, invoiced and paid', async () => {
    const response = await wanjiru.developer.http.get('/api/earnings');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      earnedCents: 12000,
      invoicedCents: 60000,
      paidCents: 0,
      trialPaidByTalantaCents: 0,
      payableCents: 0,
      inTransitCents: 0,
      paidOutCents: 0,
    });
    expect((await acme.http.get('/api/earnings')).status).toBe(403);
  });
});

describe('the platform settings invoices freeze', () => {
  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://talanta.example',
    SESSION_SECRET: 'x'.repeat(32),
  };

  it('production refuses to start without a legal name and an account to collect into', () => {
    expect(() => readEnv(production)).toThrow(/PLATFORM_LEGAL_NAME: is required when NODE_ENV=production/);
    expect(() => readEnv(production)).toThrow(/PLATFORM_BANK_ACCOUNTS: is required when NODE_ENV=production/);
    const payoutOnly = JSON.stringify([{ ...COLLECT_ACCOUNTS[2] }]);
    expect(() =>
      readEnv({ ...production, PLATFORM_LEGAL_NAME: 'Talanta Ltd', PLATFORM_BANK_ACCOUNTS: payoutOnly }),
    ).toThrow(/with at least one account whose usage holds 'collect'/);
    const config = configFromEnv(
      readEnv({
        ...production,
        PLATFORM_LEGAL_NAME: 'Talanta Ltd',
        PLATFORM_BANK_ACCOUNTS: JSON.stringify(COLLECT_ACCOUNTS),
      }),
    );
    // No example details leak into a real entity's invoices.
    expect(config.platform.issuer).toEqual({
      legalName: 'Talanta Ltd',
      address: '',
      registrationNumber: null,
      taxNumbers: [],
    });
    expect(config.platform.bankAccounts.map((account) => account.id)).toEqual([
      'ke-kes',
      'world-usd',
      'payouts-only',
    ]);
  });

  it('refuses bank accounts that are not a JSON array of valid accounts, naming the variable', () => {
    expect(() => readEnv({ PLATFORM_BANK_ACCOUNTS: 'not json' })).toThrow(
      /PLATFORM_BANK_ACCOUNTS: must be a JSON array of bank accounts/,
    );
    const noNumber = { ...COLLECT_ACCOUNTS[0], accountNumber: undefined };
    expect(() => readEnv({ PLATFORM_BANK_ACCOUNTS: JSON.stringify([noNumber]) })).toThrow(
      /PLATFORM_BANK_ACCOUNTS: .*each bank account needs an accountNumber or an iban/,
    );
    expect(() =>
      readEnv({ PLATFORM_BANK_ACCOUNTS: JSON.stringify([{ ...COLLECT_ACCOUNTS[1], bic: 'NWB' }]) }),
    ).toThrow(/bic must be 8 or 11 characters/);
  });

  it('outside production, an obviously fake example stands in', () => {
    const config = configFromEnv(readEnv({ NODE_ENV: 'development' }));
    expect(config.platform.issuer.legalName).toBe('Talanta Example Ltd (not a real company)');
    expect(config.platform.bankAccounts[0]?.bankName).toBe('Example Bank');
  });
});
