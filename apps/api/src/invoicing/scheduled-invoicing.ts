import { claimInvoiceRun, type Database, type Kysely } from '@talanta/db';
import {
  lastFinishedPeriodEnd,
  periodStartOf,
  type TInvoicePeriod,
  type TPlatformSettings,
} from '@talanta/schema';
import { issueInvoices } from '../routers/invoice/issue-invoices';

export interface ScheduledInvoicing {
  now: Date;
  period: TInvoicePeriod;
  feePercent: number;
  /** The legal details and bank accounts each invoice freezes. */
  platform: TPlatformSettings;
  /** Links in the emails: the configured public origin, as there is no request. */
  origin: string;
}

/**
 * The sweep every API process runs: bills the last finished period exactly once across processes.
 * The `invoice_runs` row and the invoices go in one transaction; the process whose insert of the
 * row lost (ON CONFLICT DO NOTHING) bills nothing. Returns how many invoices it made, or null when
 * this period had already been run.
 */
export async function runScheduledInvoicing(
  db: Kysely<Database>,
  run: ScheduledInvoicing,
): Promise<number | null> {
  const periodEnd = lastFinishedPeriodEnd(run.period, run.now);
  return db.transaction().execute(async (trx) => {
    if (!(await claimInvoiceRun(trx, periodEnd))) return null;
    const invoices = await issueInvoices(trx, {
      through: periodEnd,
      periodStart: periodStartOf(run.period, periodEnd),
      issueDate: run.now.toISOString().slice(0, 10),
      feePercent: run.feePercent,
      platform: run.platform,
      origin: run.origin,
    });
    return invoices.length;
  });
}
