import { addDays, CONTRACT_MESSAGES, TIMESHEET_MESSAGES } from '@talanta/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { expectError } from './helpers/http';
import { signedInActor, trpcAs } from './helpers/jobs';
import { saveWeek, submitWeek, type TimesheetWorld, timesheetWorld, weekUrl } from './helpers/timesheets';
import { trpcError } from './helpers/trpc';

const t = useTestApp();

describe('who may touch timesheets', () => {
  let world: TimesheetWorld;
  let week: string;
  let timesheetId: number;
  beforeAll(async () => {
    world = await timesheetWorld(t);
    week = addDays(world.firstWeek, 7);
    expect((await saveWeek(world.developer, world.contractId, week, [{ date: week, hours: 4 }])).status).toBe(
      200,
    );
    const submitted = await submitWeek(world.developer, world.contractId, week);
    expect(submitted.status).toBe(200);
    timesheetId = submitted.body.id;
  });

  it('shows the weeks to both parties only: others get the 404 of a missing contract', async () => {
    const url = weekUrl(world.contractId, week).replace(`/${week}`, '');
    for (const party of [world.client, world.developer]) {
      const own = await party.http.get(url);
      expect(own.status).toBe(200);
      expect(own.body.map((row: { id: number }) => row.id)).toEqual([timesheetId]);
    }
    for (const role of ['client', 'developer', 'admin'] as const) {
      const stranger = await signedInActor(t, role);
      expectError(await stranger.http.get(url), 404, 'NOT_FOUND', CONTRACT_MESSAGES.notFound);
    }
    expect((await t.http().get(url)).status).toBe(401);
  });

  it('lets only the contract’s developer log and submit', async () => {
    const next = addDays(week, 7);
    const entries = [{ date: next, hours: 1 }];
    const otherDeveloper = await signedInActor(t, 'developer');
    expectError(
      await saveWeek(otherDeveloper, world.contractId, next, entries),
      404,
      'NOT_FOUND',
      CONTRACT_MESSAGES.notFound,
    );
    expectError(
      await submitWeek(otherDeveloper, world.contractId, week),
      404,
      'NOT_FOUND',
      CONTRACT_MESSAGES.notFound,
    );
    for (const actor of [world.client, await signedInActor(t, 'admin')]) {
      expect((await saveWeek(actor, world.contractId, next, entries)).status).toBe(403);
      expect((await submitWeek(actor, world.contractId, week)).status).toBe(403);
    }
    expect((await t.http().put(weekUrl(world.contractId, next), { entries })).status).toBe(401);
    const trpc = await trpcAs(t, otherDeveloper);
    const refused = await trpcError(
      trpc.client.timesheet.save.mutate({ id: world.contractId, weekStart: next, entries }),
    );
    expect(refused.data?.httpStatus).toBe(404);
    const rows = await t.db.selectFrom('timesheets').select('id').where('weekStart', '=', next).execute();
    expect(rows).toEqual([]);
  });

  it('lets only the contract’s client approve or dispute', async () => {
    const otherClient = await signedInActor(t, 'client');
    for (const action of ['approve', 'dispute'] as const) {
      const url = `/api/timesheets/${timesheetId}/${action}`;
      const body = { reason: 'Not mine' };
      expectError(await otherClient.http.post(url, body), 404, 'NOT_FOUND', TIMESHEET_MESSAGES.notFound);
      expect((await world.developer.http.post(url, body)).status).toBe(403);
      expect((await (await signedInActor(t, 'admin')).http.post(url, body)).status).toBe(403);
      expect((await t.http().post(url, body)).status).toBe(401);
      expectError(
        await world.client.http.post(`/api/timesheets/999999/${action}`, body),
        404,
        'NOT_FOUND',
        TIMESHEET_MESSAGES.notFound,
      );
    }
    const stored = await t.db
      .selectFrom('timesheets')
      .select('status')
      .where('id', '=', timesheetId)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('submitted');
  });
});

describe('at the same time', () => {
  let world: TimesheetWorld;
  beforeAll(async () => {
    world = await timesheetWorld(t);
  });

  async function submittedWeek(weekStart: string): Promise<number> {
    expect(
      (await saveWeek(world.developer, world.contractId, weekStart, [{ date: weekStart, hours: 5 }])).status,
    ).toBe(200);
    const submitted = await submitWeek(world.developer, world.contractId, weekStart);
    expect(submitted.status).toBe(200);
    return submitted.body.id;
  }

  it('two approvals of one week: one 200, one 409', async () => {
    const id = await submittedWeek(addDays(world.firstWeek, 7));
    const answers = await Promise.all([
      world.client.http.post(`/api/timesheets/${id}/approve`),
      world.client.http.post(`/api/timesheets/${id}/approve`),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const notices = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('userId', '=', world.developer.user.id)
      .where('title', '=', 'Hours approved')
      .execute();
    expect(notices).toHaveLength(1);
  });

  it('an approval and a dispute: the first wins, the other gets 409', async () => {
    const id = await submittedWeek(addDays(world.firstWeek, 14));
    const [approved, disputed] = await Promise.all([
      world.client.http.post(`/api/timesheets/${id}/approve`),
      world.client.http.post(`/api/timesheets/${id}/dispute`, { reason: 'Too many hours' }),
    ]);
    expect([approved.status, disputed.status].sort()).toEqual([200, 409]);
    const stored = await t.db
      .selectFrom('timesheets')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe(approved.status === 200 ? 'approved' : 'disputed');
  });

  it('a save racing an approval never changes an approved week', async () => {
    const weekStart = addDays(world.firstWeek, 21);
    const id = await submittedWeek(weekStart);
    const [approved] = await Promise.all([
      world.client.http.post(`/api/timesheets/${id}/approve`),
      saveWeek(world.developer, world.contractId, weekStart, [{ date: weekStart, hours: 9 }]),
    ]);
    expect(approved.status).toBe(200);
    const stored = await t.db
      .selectFrom('timesheets')
      .select(['status', 'totalMinutes'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'approved', totalMinutes: 300 });
  });
});
