import { weekStartOf } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/app';
import { insertApprovedWeek, mondayWeeksAgo } from './helpers/invoices';
import { signedInActor } from './helpers/jobs';
import { dateIn } from './helpers/offers';
import { saveWeek, timesheetWorld } from './helpers/timesheets';

const t = useTestApp();

describe('the dashboards count the work under contract', () => {
  it('active contracts, minutes logged this week, and money: due for the client, unpaid for the developer', async () => {
    const world = await timesheetWorld(t);
    const admin = await signedInActor(t, 'admin');
    const clientBefore = await world.client.http.get('/api/client/stats');
    expect(clientBefore.body.work).toEqual({ activeContracts: 1, minutesThisWeek: 0, amountDueCents: 0 });

    // This week (UTC, the test users' zone): 2.5 hours so far, a draft.
    const thisWeek = weekStartOf(dateIn(0));
    const saved = await saveWeek(world.developer, world.contractId, thisWeek, [
      { date: dateIn(0), hours: 2.5, description: 'Payout retries' },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Two weeks ago: 10 approved hours at $45.50, then invoiced ($455.00 + 10% fee).
    await insertApprovedWeek(t.db, world.contractId, mondayWeeksAgo(2), 600);
    const developerEarned = await world.developer.http.get('/api/developer/stats');
    expect(developerEarned.body.work).toEqual({
      activeContracts: 1,
      minutesThisWeek: 150,
      unpaidEarningsCents: 45_500,
    });
    const made = await admin.http.post('/api/admin/invoices/generate', { through: dateIn(-1) });
    expect(made.status).toBe(201);

    const client = await world.client.http.get('/api/client/stats');
    expect(client.body.work).toEqual({ activeContracts: 1, minutesThisWeek: 150, amountDueCents: 50_050 });
    const developer = await world.developer.http.get('/api/developer/stats');
    expect(developer.body.work.unpaidEarningsCents).toBe(45_500);

    // Paid: nothing due, nothing unpaid; ended: no active contract.
    const paid = await admin.http.put(`/api/admin/invoices/${made.body[0].id}/paid`, {
      reference: 'BT-DASH-1',
      paidAt: dateIn(0),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    await world.client.http.put(`/api/contracts/${world.contractId}/end`, { reason: 'Done' });
    const clientAfter = await world.client.http.get('/api/client/stats');
    expect(clientAfter.body.work).toEqual({ activeContracts: 0, minutesThisWeek: 150, amountDueCents: 0 });
    const developerAfter = await world.developer.http.get('/api/developer/stats');
    expect(developerAfter.body.work).toEqual({
      activeContracts: 0,
      minutesThisWeek: 150,
      unpaidEarningsCents: 0,
    });
  });
});
