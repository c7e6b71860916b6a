import {
  addDays,
  CONTRACT_MESSAGES,
  dayInZone,
  OFFER_MESSAGES,
  TIMESHEET_MESSAGES,
  weekStartOf,
} from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { signedInActor } from './helpers/jobs';
import { dateIn, makeOffer, noticesOf, type OfferWorld, offerTerms, offerWorld } from './helpers/offers';
import { saveWeek, submitWeek } from './helpers/timesheets';

const t = useTestApp();

const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * A contract accepted from the world's application with the given trial, moved back in the
 * database to start eight days ago (offers start today or later; hours need days that have passed).
 */
async function startedContract(world: OfferWorld, trialDays: number) {
  const offer = await makeOffer(world.client, offerTerms({ applicationId: world.applicationId, trialDays }));
  const accepted = await world.developer.http.put(`/api/offers/${offer.id}/accept`);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  const contractId: number = accepted.body.contractId;
  const startDate = dateIn(-8);
  await t.db
    .updateTable('contracts')
    .set({ startDate, trialEndsOn: trialDays > 0 ? addDays(startDate, trialDays - 1) : null })
    .where('id', '=', contractId)
    .execute();
  return { contractId, startDate };
}

function billingOf(contractId: number) {
  return t.db
    .selectFrom('timesheets')
    .select(['weekStart', 'status', 'billing', 'invoiceId'])
    .where('contractId', '=', contractId)
    .orderBy('weekStart')
    .execute();
}

describe('the trial on offers and contracts', () => {
  it('gives an offer 14 days of trial unless the client chooses 0 to 14, and the contract keeps its last day', async () => {
    const world = await offerWorld(t);
    const startDate = dateIn(7);
    const standard = await makeOffer(
      world.client,
      offerTerms({ applicationId: world.applicationId, startDate }),
    );
    expect(standard).toMatchObject({ trialDays: 14, trialEndsOn: addDays(startDate, 13) });
    for (const trialDays of [15, -1, 2.5, '7'])
      expect(
        (
          await world.client.http.post(
            '/api/offers',
            offerTerms({ developerId: world.developer.developerId, trialDays }),
          )
        ).body,
      ).toMatchObject({ message: OFFER_MESSAGES.trialDays });
    const none = await makeOffer(
      world.client,
      offerTerms({ developerId: world.developer.developerId, trialDays: 0, startDate }),
    );
    expect(none).toMatchObject({ trialDays: 0, trialEndsOn: null });
    const accepted = await world.developer.http.put(`/api/offers/${standard.id}/accept`);
    const contract = await world.client.http.get(`/api/contracts/${accepted.body.contractId}`);
    expect(contract.body).toMatchObject({
      trialDays: 14,
      trialEndsOn: addDays(startDate, 13),
      inTrial: true,
      endKind: null,
    });
    const notice = (await noticesOf(t.db, world.client.user.id)).find(
      (row) => row.title === 'Offer accepted',
    );
    expect(notice).toBeDefined();
    const email = await t.db
      .selectFrom('emailOutbox')
      .select('bodyText')
      .where('toAddress', '=', world.developer.email)
      .where('subject', 'like', '%offer%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(email.bodyText).toContain(`Trial: 14 days, until ${addDays(startDate, 13)}`);
  });

  it('lets only the client end as not a fit, only with a trial and only inside it', async () => {
    const world = await offerWorld(t);
    const { contractId, startDate } = await startedContract(world, 14);
    const end = (actor: typeof world.client, body: object) =>
      actor.http.put(`/api/contracts/${contractId}/end`, body);
    const byDeveloper = await end(world.developer, { reason: 'not_a_fit' });
    expect(byDeveloper.status).toBe(403);
    expect(byDeveloper.body.message).toBe(CONTRACT_MESSAGES.notAFitClientOnly);
    const noNote = await end(world.client, { reason: 'other' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.message).toBe(CONTRACT_MESSAGES.endNote);
    const trialEnd = addDays(startDate, 3);
    await t.db.updateTable('contracts').set({ trialEndsOn: trialEnd }).where('id', '=', contractId).execute();
    const late = await end(world.client, { reason: 'not_a_fit' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(CONTRACT_MESSAGES.trialOver(trialEnd));
    await t.db.updateTable('contracts').set({ trialEndsOn: null }).where('id', '=', contractId).execute();
    const noTrial = await end(world.client, { reason: 'not_a_fit' });
    expect(noTrial.status).toBe(409);
    expect(noTrial.body.message).toBe(CONTRACT_MESSAGES.noTrial);
    const legacy = await end(world.developer, { reason: 'I moved to a full-time role.' });
    expect(legacy.status).toBe(200);
    expect(legacy.body).toMatchObject({
      endKind: 'other',
      endReason: 'I moved to a full-time role.',
      inTrial: false,
    });
  });

  it('bills none of the trial’s hours when the client ends it as not a fit, even weeks approved later', async () => {
    const world = await offerWorld(t);
    const admin = await signedInActor(t, 'admin');
    const { contractId, startDate } = await startedContract(world, 14);
    const firstWeek = weekStartOf(startDate);
    expect(
      (await saveWeek(world.developer, contractId, firstWeek, [{ date: startDate, hours: 6 }])).status,
    ).toBe(200);
    const submitted = await submitWeek(world.developer, contractId, firstWeek);
    expect(submitted.status).toBe(200);
    expect((await world.client.http.post(`/api/timesheets/${submitted.body.id}/approve`)).status).toBe(200);
    const secondWeek = addDays(firstWeek, 7);
    // Yesterday: the contract started eight days ago.
    const secondDay = addDays(startDate, 7);
    await saveWeek(world.developer, contractId, secondWeek, [{ date: secondDay, hours: 3 }]);
    const pending = await submitWeek(world.developer, contractId, secondWeek);
    expect(pending.status).toBe(200);

    const ended = await world.client.http.put(`/api/contracts/${contractId}/end`, {
      reason: 'not_a_fit',
      note: 'Different stack than we need.',
    });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body).toMatchObject({
      status: 'ended',
      endKind: 'not_a_fit',
      endReason: 'Different stack than we need.',
      inTrial: false,
    });
    // The last week is approved after the end: still waived.
    expect((await world.client.http.post(`/api/timesheets/${pending.body.id}/approve`)).status).toBe(200);
    expect(await billingOf(contractId)).toEqual([
      expect.objectContaining({
        weekStart: firstWeek,
        status: 'approved',
        billing: 'trial_waived',
        invoiceId: null,
      }),
      expect.objectContaining({
        weekStart: secondWeek,
        status: 'approved',
        billing: 'trial_waived',
        invoiceId: null,
      }),
    ]);
    const run = await admin.http.post('/api/admin/invoices/generate', { through: addDays(todayUtc(), 7) });
    expect(run.status).toBe(201);
    expect((await world.client.http.get('/api/invoices')).body).toEqual([]);
    const notice = (await noticesOf(t.db, world.developer.user.id)).find(
      (row) => row.title === 'Contract ended',
    );
    expect(notice).toMatchObject({ link: `/contracts/${contractId}` });
  });

  it('credits a trial week already invoiced, and Talanta owes the developer every approved trial hour', async () => {
    const world = await offerWorld(t);
    const admin = await signedInActor(t, 'admin');
    const { contractId, startDate } = await startedContract(world, 14);
    const firstWeek = weekStartOf(startDate);
    await saveWeek(world.developer, contractId, firstWeek, [{ date: startDate, hours: 4 }]);
    const first = await submitWeek(world.developer, contractId, firstWeek);
    await world.client.http.post(`/api/timesheets/${first.body.id}/approve`);
    const run = await admin.http.post('/api/admin/invoices/generate', { through: addDays(firstWeek, 6) });
    const invoice = run.body.find(
      (made: { client: { id: number } }) => made.client.id === world.client.user.id,
    );
    expect(invoice?.totalCents).toBe(20_020); // 4 h at $45.50, and the 10 % fee
    const secondWeek = addDays(firstWeek, 7);
    await saveWeek(world.developer, contractId, secondWeek, [{ date: addDays(startDate, 7), hours: 2 }]);
    const second = await submitWeek(world.developer, contractId, secondWeek);
    await world.client.http.post(`/api/timesheets/${second.body.id}/approve`);

    const ended = await world.client.http.put(`/api/contracts/${contractId}/end`, { reason: 'not_a_fit' });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    const notes = await world.client.http.get('/api/credit-notes');
    expect(notes.body).toEqual([
      expect.objectContaining({
        invoiceId: invoice.id,
        reason: 'trial_not_a_fit',
        paidByTalanta: true,
        totalCents: 20_020,
      }),
    ]);
    const credited = await world.client.http.get(`/api/invoices/${invoice.id}`);
    expect(credited.body).toMatchObject({ status: 'credited', balanceDueCents: 0 });
    const balances = await admin.http.get('/api/admin/ledger/balances');
    const balance = (account: string) =>
      balances.body.find((row: { account: string }) => row.account === account)?.balanceCents ?? 0;
    expect(
      balances.body.reduce((sum: number, row: { balanceCents: number }) => sum + row.balanceCents, 0),
    ).toBe(0);
    const developerBalances = await admin.http.get(
      `/api/admin/ledger/balances?partyId=${world.developer.user.id}`,
    );
    const owed = developerBalances.body.find(
      (row: { account: string }) => row.account === 'developer_payable',
    );
    // 4 h and 2 h at $45.50: owed by Talanta, as trial cost; the client owes nothing.
    expect(owed?.balanceCents).toBe(-27_300);
    expect(balance('trial_cost')).toBeGreaterThanOrEqual(27_300);
    // The developer's Earnings say the same: paid by Talanta, owed now, nothing on a client's bill.
    expect((await world.developer.http.get('/api/earnings')).body).toMatchObject({
      earnedCents: 0,
      invoicedCents: 0,
      paidCents: 0,
      trialPaidByTalantaCents: 27_300,
      payableCents: 27_300,
    });
    const clientBalances = await admin.http.get(`/api/admin/ledger/balances?partyId=${world.client.user.id}`);
    expect(
      clientBalances.body.find((row: { account: string }) => row.account === 'client_receivable')
        ?.balanceCents ?? 0,
    ).toBe(0);
  });

  it('closes the application’s pending interviews when the developer accepts the offer', async () => {
    const world = await offerWorld(t);
    const proposed = await world.client.http.post(`/api/applications/${world.applicationId}/interviews`, {
      slots: [{ startsAt: `${dateIn(3)}T10:00:00Z`, durationMinutes: 30 }],
    });
    expect(proposed.status, JSON.stringify(proposed.body)).toBe(201);
    await startedContract(world, 14);
    const interviews = await world.developer.http.get('/api/interviews');
    expect(interviews.body).toEqual([
      expect.objectContaining({
        id: proposed.body.id,
        status: 'cancelled',
        cancelReason: 'The developer accepted an offer for this job',
      }),
    ]);
    const notice = (await noticesOf(t.db, world.client.user.id)).find((row) => row.link === '/interviews');
    expect(notice?.title).toMatch(/cancel/i);
  });
});

describe('hours of days that have not happened', () => {
  it('are refused, counting days where the developer lives', async () => {
    const world = await offerWorld(t);
    const { contractId } = await startedContract(world, 0);
    const zone = 'Pacific/Kiritimati';
    const me = await world.developer.http.put('/api/auth/user', {
      firstName: 'Priya',
      lastName: 'Sharma',
      email: world.developer.email,
      timeZone: zone,
    });
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    const theirToday = dayInZone(zone);
    const tomorrow = addDays(theirToday, 1);
    const future = await saveWeek(world.developer, contractId, weekStartOf(tomorrow), [
      { date: tomorrow, hours: 2 },
    ]);
    expect(future.status).toBe(400);
    expect(future.body.message).toBe(TIMESHEET_MESSAGES.futureDay);
    const zero = await saveWeek(world.developer, contractId, weekStartOf(tomorrow), [
      { date: tomorrow, hours: 0 },
    ]);
    expect(zero.status).toBe(200);
    const today = await saveWeek(world.developer, contractId, weekStartOf(theirToday), [
      { date: theirToday, hours: 2 },
    ]);
    expect(today.status, JSON.stringify(today.body)).toBe(200);
  });
});
