import { minutesLoggedInWeek } from '@talanta/db';
import { addDays, TIMESHEET_MESSAGES } from '@talanta/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { expectError, expectInvalid } from './helpers/http';
import { trpcAs } from './helpers/jobs';
import { emailsTo, noticesOf } from './helpers/offers';
import { saveWeek, submitWeek, type TimesheetWorld, timesheetWorld, weekUrl } from './helpers/timesheets';
import { trpcError } from './helpers/trpc';

const t = useTestApp();

/** The newest `changed` live event of a user (a new notice sends its own event beside it). */
async function lastLiveEvent(userId: number) {
  return t.db
    .selectFrom('userEvents')
    .select(['type', 'payload'])
    .where('userId', '=', userId)
    .where('type', '=', 'changed')
    .orderBy('seq', 'desc')
    .executeTakeFirst();
}

describe('logging a week', () => {
  let world: TimesheetWorld;
  let week: string;
  beforeAll(async () => {
    world = await timesheetWorld(t);
    week = addDays(world.firstWeek, 7);
  });

  it('refuses weeks and entries outside the rules with clear messages', async () => {
    const { developer, contractId, firstWeek } = world;
    const entry = { date: week, hours: 1, description: 'Work' };
    expectInvalid(
      await saveWeek(developer, contractId, addDays(week, 1), [entry]),
      TIMESHEET_MESSAGES.weekStart,
    );
    expectInvalid(await saveWeek(developer, contractId, '2026-02-30', []), TIMESHEET_MESSAGES.weekStart);
    expectInvalid(
      await saveWeek(developer, contractId, addDays(firstWeek, -7), []),
      TIMESHEET_MESSAGES.weekOutsideContract,
    );
    expectInvalid(
      await saveWeek(developer, contractId, week, [{ ...entry, date: addDays(week, 7) }]),
      TIMESHEET_MESSAGES.entryOutsideWeek,
    );
    expectInvalid(
      await saveWeek(developer, contractId, firstWeek, [{ date: firstWeek, hours: 2 }]),
      TIMESHEET_MESSAGES.entryOutsideContract,
    );
    for (const hours of [0.3, -1, 24.25, 25])
      expectInvalid(
        await saveWeek(developer, contractId, week, [{ ...entry, hours }]),
        TIMESHEET_MESSAGES.hours,
      );
    expectInvalid(
      await saveWeek(developer, contractId, week, [
        { ...entry, hours: 12 },
        { ...entry, hours: 12.25 },
      ]),
      TIMESHEET_MESSAGES.dayOverLimit,
    );
    const overLimit = [0, 1, 2].map((day) => ({
      date: addDays(week, day),
      hours: 10 + (day === 2 ? 0.25 : 0),
    }));
    expectInvalid(
      await saveWeek(developer, contractId, week, overLimit),
      TIMESHEET_MESSAGES.overWeeklyLimit(30),
    );
    expectInvalid(
      await saveWeek(developer, contractId, week, [{ ...entry, description: 'x'.repeat(501) }]),
      TIMESHEET_MESSAGES.description,
    );
    const stored = await t.db
      .selectFrom('timesheets')
      .select('id')
      .where('contractId', '=', contractId)
      .execute();
    expect(stored).toEqual([]);
  });

  it('creates the draft on the first save and replaces its entries after, totals kept', async () => {
    const { developer, contractId, startDate, firstWeek } = world;
    const first = await saveWeek(developer, contractId, week, [
      { date: week, hours: 8, description: 'Checkout API' },
      { date: addDays(week, 1), hours: 7.5, description: 'Checkout tests' },
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      status: 'draft',
      weekStart: week,
      weekEnd: addDays(week, 6),
      totalMinutes: 930,
    });
    const second = await saveWeek(developer, contractId, week, [
      { date: addDays(week, 2), hours: 7.25, description: '  M-Pesa callbacks  ' },
      { date: addDays(week, 2), hours: 0.5 },
    ]);
    expect(second.body).toMatchObject({
      id: first.body.id,
      status: 'draft',
      totalMinutes: 465,
      totalHours: 7.75,
      // 465 minutes at $45.50 an hour: 352.625 dollars, rounded to the cent.
      amountCents: 35263,
    });
    expect(second.body.entries).toEqual([
      expect.objectContaining({
        date: addDays(week, 2),
        minutes: 435,
        hours: 7.25,
        description: 'M-Pesa callbacks',
      }),
      expect.objectContaining({ date: addDays(week, 2), minutes: 30, description: '' }),
    ]);
    const rows = await t.db
      .selectFrom('timesheetEntries')
      .select(['minutes'])
      .where('timesheetId', '=', first.body.id)
      .execute();
    expect(rows.map((row) => row.minutes).sort()).toEqual([30, 435]);
    const partial = await saveWeek(developer, contractId, firstWeek, [{ date: startDate, hours: 3 }]);
    expect(partial.status).toBe(200);
    const trpc = await trpcAs(t, world.client);
    const weeks = await trpc.client.timesheet.listForContract.query({ id: contractId });
    expect(weeks.map((row) => [row.weekStart, row.totalMinutes])).toEqual([
      [week, 465],
      [firstWeek, 180],
    ]);
    expect(await minutesLoggedInWeek(t.db, developer.user.id, 'developer', week)).toBe(465);
    expect(await minutesLoggedInWeek(t.db, world.client.user.id, 'client', firstWeek)).toBe(180);
    expect(await minutesLoggedInWeek(t.db, world.client.user.id, 'client', addDays(week, 7))).toBe(0);
  });

  it('goes to the client, back on a dispute, again after correction, and locks once approved', async () => {
    const { developer, client, contractId } = world;
    const empty = addDays(week, 7);
    expect((await saveWeek(developer, contractId, empty, [])).status).toBe(200);
    expectError(
      await submitWeek(developer, contractId, empty),
      409,
      'CONFLICT',
      TIMESHEET_MESSAGES.nothingToSubmit,
    );
    expectError(
      await submitWeek(developer, contractId, addDays(week, 14)),
      409,
      'CONFLICT',
      TIMESHEET_MESSAGES.nothingToSubmit,
    );

    const submitted = await submitWeek(developer, contractId, week);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.status).toBe('submitted');
    expect(submitted.body.submittedAt).not.toBeNull();
    const [notice] = await noticesOf(t.db, client.user.id);
    expect(notice).toMatchObject({
      type: 'contract_update',
      title: 'Hours submitted for approval',
      link: `/contracts/${contractId}`,
    });
    expect(notice?.message).toBe(`Priya Sharma submitted hours for the week of ${week} (7.75 hours).`);
    const [email] = await emailsTo(t.db, client.email);
    expect(email?.subject).toBe('Hours submitted for approval');
    expect(await lastLiveEvent(client.user.id)).toMatchObject({
      type: 'changed',
      payload: { topics: ['contract'] },
    });
    expectError(
      await saveWeek(developer, contractId, week, []),
      409,
      'CONFLICT',
      TIMESHEET_MESSAGES.submittedLocked,
    );
    expectError(
      await submitWeek(developer, contractId, week),
      409,
      'CONFLICT',
      TIMESHEET_MESSAGES.submittedLocked,
    );

    const id = submitted.body.id;
    expectInvalid(
      await client.http.post(`/api/timesheets/${id}/dispute`, { reason: ' ' }),
      TIMESHEET_MESSAGES.disputeReason,
    );
    expectInvalid(
      await client.http.post(`/api/timesheets/${id}/dispute`, { reason: 'x'.repeat(1001) }),
      TIMESHEET_MESSAGES.disputeReason,
    );
    const disputed = await client.http.post(`/api/timesheets/${id}/dispute`, {
      reason: 'Wednesday was a holiday',
    });
    expect(disputed.status).toBe(200);
    expect(disputed.body).toMatchObject({ status: 'disputed', disputeReason: 'Wednesday was a holiday' });
    const [disputeNotice] = await noticesOf(t.db, developer.user.id);
    expect(disputeNotice).toMatchObject({ title: 'Hours disputed', link: `/contracts/${contractId}` });
    const [disputeEmail] = await emailsTo(t.db, developer.email);
    expect(disputeEmail?.bodyText).toContain('Reason: Wednesday was a holiday');
    expect(await lastLiveEvent(developer.user.id)).toMatchObject({ payload: { topics: ['contract'] } });
    expectError(
      await client.http.post(`/api/timesheets/${id}/approve`),
      409,
      'CONFLICT',
      TIMESHEET_MESSAGES.notSubmitted,
    );

    const corrected = await saveWeek(developer, contractId, week, [{ date: addDays(week, 3), hours: 6 }]);
    expect(corrected.body).toMatchObject({ status: 'disputed', totalMinutes: 360 });
    expect((await submitWeek(developer, contractId, week)).body.status).toBe('submitted');

    const trpc = await trpcAs(t, client);
    const approved = await trpc.client.timesheet.approve.mutate({ id });
    expect(approved).toMatchObject({
      status: 'approved',
      totalMinutes: 360,
      amountCents: 27300,
      invoiceId: null,
    });
    expect(approved.approvedAt).not.toBeNull();
    const [approvedNotice] = await noticesOf(t.db, developer.user.id);
    expect(approvedNotice?.title).toBe('Hours approved');
    expect((await emailsTo(t.db, developer.email))[0]?.subject).toBe('Hours approved');

    for (const response of [
      await saveWeek(developer, contractId, week, []),
      await submitWeek(developer, contractId, week),
      await client.http.post(`/api/timesheets/${id}/approve`),
      await client.http.post(`/api/timesheets/${id}/dispute`, { reason: 'Too late' }),
    ])
      expectError(response, 409, 'CONFLICT', TIMESHEET_MESSAGES.approvedLocked);
    const again = await trpcError(trpc.client.timesheet.approve.mutate({ id }));
    expect(again.data?.httpStatus).toBe(409);
    const stored = await t.db
      .selectFrom('timesheets')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'approved', totalMinutes: 360 });
  });

  it('lets an ended contract take hours up to the day it ended, not after', async () => {
    const { developer, contractId } = world;
    const ended = await developer.http.put(`/api/contracts/${contractId}/end`, { reason: 'Project done' });
    expect(ended.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const thisWeek = addDays(world.firstWeek, 21);
    const last = await saveWeek(developer, contractId, thisWeek, [
      { date: today, hours: 2, description: 'Handover' },
    ]);
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    expect((await submitWeek(developer, contractId, thisWeek)).status).toBe(200);
    expectInvalid(
      await saveWeek(developer, contractId, addDays(thisWeek, 7), []),
      TIMESHEET_MESSAGES.weekOutsideContract,
    );
    if (today !== addDays(thisWeek, 6))
      expectInvalid(
        await saveWeek(developer, contractId, thisWeek, [{ date: addDays(today, 1), hours: 1 }]),
        TIMESHEET_MESSAGES.entryOutsideContract,
      );
    expect(
      (await developer.http.get(weekUrl(contractId, thisWeek).replace(`/${thisWeek}`, ''))).body[0],
    ).toMatchObject({
      weekStart: thisWeek,
      status: 'submitted',
    });
  });
});
