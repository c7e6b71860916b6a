import { lastFinishedPeriodEnd, periodStartOf } from '@talanta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScheduledInvoicing } from '../src/invoicing/scheduled-invoicing';
import { createTestApp, type TestApp, useTestApp } from './helpers/app';
import { contractAt, insertApprovedWeek, mondayWeeksAgo } from './helpers/invoices';
import { postJob, signedInActor } from './helpers/jobs';

// Every process of one deployment shares its settings: both apps bill weekly with a 15% fee, so
// whichever wins the race makes the same invoice.
const SETTINGS = { INVOICE_PERIOD: 'week', PLATFORM_FEE_PERCENT: '15' };
const t = useTestApp({ env: SETTINGS });

describe('scheduled invoicing', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await createTestApp({ database: t.database, env: SETTINGS });
  });
  afterAll(async () => {
    await second?.close();
  });

  it('knows the last finished period of each length, in UTC', () => {
    const now = new Date('2026-03-01T00:30:00Z'); // a Sunday
    expect(lastFinishedPeriodEnd('day', now)).toBe('2026-02-28');
    expect(lastFinishedPeriodEnd('week', now)).toBe('2026-02-22');
    expect(lastFinishedPeriodEnd('month', now)).toBe('2026-02-28');
    expect(lastFinishedPeriodEnd('month', new Date('2026-01-15T12:00:00Z'))).toBe('2025-12-31');
    expect(lastFinishedPeriodEnd('week', new Date('2026-11-23T08:00:00Z'))).toBe('2026-11-22');
    expect(periodStartOf('month', '2026-02-28')).toBe('2026-02-01');
    expect(periodStartOf('week', '2026-11-22')).toBe('2026-11-16');
  });

  it('bills the last finished period exactly once across processes', async () => {
    const client = await signedInActor(t, 'client');
    const job = await postJob(client);
    const { contractId } = await contractAt(t, client, job.id, 50, {
      firstName: 'Amina',
      lastName: 'Otieno',
    });
    await insertApprovedWeek(t.db, contractId, mondayWeeksAgo(1), 300);
    await insertApprovedWeek(t.db, contractId, mondayWeeksAgo(0), 60);
    const now = new Date();
    const sweep = (app: TestApp) =>
      runScheduledInvoicing(app.db, {
        now,
        origin: 'http://localhost',
        ...app.config.invoicing,
        platform: app.config.platform,
      });
    const results = await Promise.all([sweep(t), sweep(second), sweep(t), sweep(second)]);
    expect(results.filter((result) => result !== null)).toEqual([1]);
    expect(results.filter((result) => result === null)).toHaveLength(3);
    const invoices = await t.db
      .selectFrom('invoices')
      .select(['periodStart', 'periodEnd', 'subtotalCents', 'feePercent', 'feeCents'])
      .execute();
    const periodEnd = lastFinishedPeriodEnd('week', now);
    expect(invoices).toEqual([
      { periodStart: mondayWeeksAgo(1), periodEnd, subtotalCents: 25000, feePercent: 15, feeCents: 3750 },
    ]);
    expect(await t.db.selectFrom('invoiceRuns').select('periodEnd').execute()).toEqual([{ periodEnd }]);
    // This week is not over: it waits for the next period's run.
    expect(await sweep(second)).toBeNull();
    expect(await t.db.selectFrom('invoiceLines').select('id').execute()).toHaveLength(1);
  });
});
