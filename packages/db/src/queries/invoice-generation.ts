import {
  addDays,
  amountForMinutes,
  collectAccountsFor,
  INVOICE_DUE_DAYS,
  percentOfCents,
  type TClientSnapshot,
  type TPlatformSettings,
} from '@talanta/schema';
import { sql } from 'kysely';
import type { Executor } from './executor';
import { postInvoiceIssued } from './ledger';
import { applyClientCredit } from './payment';

export interface InvoiceGeneration {
  /** Bill approved weeks whose last day (Sunday) is on or before this date. */
  through: string;
  /** The run's date: the issue date, and the year in the number. */
  issueDate: string;
  feePercent: number;
  /** The first day of the scheduled period; an earlier unbilled week widens the period to it. */
  periodStart?: string;
  /** The platform's legal details and bank accounts, frozen on each invoice (ADR 0035). */
  platform: TPlatformSettings;
  /** The admin who generated them; null for the scheduled run and the seed. */
  createdBy?: number | null;
}

interface BillableWeek {
  timesheetId: number;
  contractId: number;
  clientId: number;
  developerId: number;
  weekStart: string;
  minutes: number;
  hourlyRateCents: number;
  developerName: string;
  jobTitle: string | null;
}

/**
 * Locks the approved, unbilled weeks ending on or before `through`. SKIP LOCKED: a week another
 * run holds is that run's to bill; whatever it leaves (if it rolls back) the next run finds.
 */
function lockBillableWeeks(trx: Executor, through: string): Promise<BillableWeek[]> {
  return trx
    .selectFrom('timesheets')
    .innerJoin('contracts', 'contracts.id', 'timesheets.contractId')
    .innerJoin('users as developer', 'developer.id', 'contracts.developerId')
    .leftJoin('jobs', 'jobs.id', 'contracts.jobId')
    .select([
      'timesheets.id as timesheetId',
      'timesheets.contractId',
      'contracts.clientId',
      'contracts.developerId',
      'timesheets.weekStart',
      'timesheets.totalMinutes as minutes',
      'contracts.hourlyRateCents',
      sql<string>`developer.first_name || ' ' || developer.last_name`.as('developerName'),
      // A deleted job's title was kept on the contract.
      sql<string | null>`coalesce(jobs.title, contracts.job_title)`.as('jobTitle'),
    ])
    .where('timesheets.status', '=', 'approved')
    .where('timesheets.invoiceId', 'is', null)
    .where('timesheets.billing', '=', 'client')
    .where('timesheets.weekStart', '<=', addDays(through, -6))
    .orderBy('contracts.clientId')
    .orderBy('timesheets.weekStart')
    .orderBy('timesheets.contractId')
    .forUpdate('timesheets')
    .skipLocked()
    .execute();
}

/** The next number of a document series: `<prefix>-<issue year>-<6 digits>`, never reset yearly. */
export async function nextDocumentNumber(
  trx: Executor,
  sequence: 'invoice_number_seq' | 'credit_note_number_seq' | 'payout_batch_number_seq',
  prefix: 'TAL' | 'CN' | 'PB',
  issueDate: string,
): Promise<string> {
  const { rows } = await sql<{ value: string }>`select nextval(${sequence}::regclass)::text as value`.execute(
    trx,
  );
  const value = rows[0]?.value;
  if (!value) throw new Error(`${sequence} gave no value`);
  return `${prefix}-${issueDate.slice(0, 4)}-${value.padStart(6, '0')}`;
}

/** The client as the invoice will always name them. Tax number and country: see ADR 0035. */
export async function findClientSnapshot(trx: Executor, clientId: number): Promise<TClientSnapshot> {
  const client = await trx
    .selectFrom('users')
    .leftJoin('clientProfiles', 'clientProfiles.userId', 'users.id')
    .select([
      'users.firstName',
      'users.lastName',
      'users.email',
      'clientProfiles.companyName',
      'clientProfiles.taxNumber',
      'clientProfiles.taxNumberKind',
      'clientProfiles.country',
      'clientProfiles.billingAddress',
    ])
    .where('users.id', '=', clientId)
    .executeTakeFirstOrThrow();
  return {
    name: `${client.firstName} ${client.lastName}`,
    companyName: client.companyName,
    email: client.email,
    taxNumber: client.taxNumber ?? null,
    taxNumberKind: client.taxNumberKind ?? null,
    country: client.country ?? null,
    address: client.billingAddress ?? null,
  };
}

function groupByClient(weeks: BillableWeek[]): Map<number, BillableWeek[]> {
  const byClient = new Map<number, BillableWeek[]>();
  for (const week of weeks) byClient.set(week.clientId, [...(byClient.get(week.clientId) ?? []), week]);
  return byClient;
}

/**
 * Makes one invoice per client over its approved, unbilled weeks through `through`, in the
 * caller's transaction: a line per contract and week (hours × rate), the fee on the subtotal, the
 * total, and each week marked with its invoice. Each invoice freezes the client, the platform's
 * legal details and the payment instructions (ADR 0035), posts its issue to the ledger, and takes
 * the client's credit if they have any. Returns the new invoices' ids (none: nothing to bill).
 * The unique `invoice_lines.timesheet_id` is the last guard against billing a week twice.
 */
export async function generateInvoices(trx: Executor, run: InvoiceGeneration): Promise<number[]> {
  const weeks = await lockBillableWeeks(trx, run.through);
  const invoiceIds: number[] = [];
  for (const [clientId, clientWeeks] of groupByClient(weeks)) {
    const lines = clientWeeks.map((week) => ({
      ...week,
      amountCents: amountForMinutes(week.minutes, week.hourlyRateCents),
    }));
    const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
    const feeCents = percentOfCents(subtotalCents, run.feePercent);
    const earliestWeek = lines[0]?.weekStart ?? run.through;
    const periodStart = run.periodStart && run.periodStart < earliestWeek ? run.periodStart : earliestWeek;
    const number = await nextDocumentNumber(trx, 'invoice_number_seq', 'TAL', run.issueDate);
    const client = await findClientSnapshot(trx, clientId);
    const { id } = await trx
      .insertInto('invoices')
      .values({
        number,
        clientId,
        periodStart,
        periodEnd: run.through,
        issueDate: run.issueDate,
        dueDate: addDays(run.issueDate, INVOICE_DUE_DAYS),
        subtotalCents,
        feePercent: run.feePercent,
        feeCents,
        totalCents: subtotalCents + feeCents,
        status: 'issued',
        clientSnapshot: JSON.stringify(client),
        issuerSnapshot: JSON.stringify(run.platform.issuer),
        paymentInstructions: JSON.stringify({
          reference: number,
          accounts: collectAccountsFor(run.platform.bankAccounts, client.country),
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('invoiceLines')
      .values(
        lines.map((line) => ({
          invoiceId: id,
          contractId: line.contractId,
          timesheetId: line.timesheetId,
          developerId: line.developerId,
          weekStart: line.weekStart,
          minutes: line.minutes,
          hourlyRateCents: line.hourlyRateCents,
          amountCents: line.amountCents,
          developerName: line.developerName,
          jobTitle: line.jobTitle,
        })),
      )
      .execute();
    await trx
      .updateTable('timesheets')
      .set({ invoiceId: id })
      .where(
        'id',
        'in',
        lines.map((line) => line.timesheetId),
      )
      .execute();
    await postInvoiceIssued(trx, {
      invoiceId: id,
      number,
      clientId,
      occurredAt: new Date(`${run.issueDate}T00:00:00Z`),
      createdBy: run.createdBy ?? null,
      totalCents: subtotalCents + feeCents,
      feeCents,
      lines,
    });
    await applyClientCredit(trx, { id, number, clientId, issueDate: run.issueDate }, run.createdBy ?? null);
    invoiceIds.push(id);
  }
  return invoiceIds;
}

/**
 * Claims the scheduled run of the period ending `periodEnd`: true only for the one transaction
 * whose insert went in. A second process's insert waits for the first to commit, then does nothing.
 */
export async function claimInvoiceRun(trx: Executor, periodEnd: string): Promise<boolean> {
  const inserted = await trx
    .insertInto('invoiceRuns')
    .values({ periodEnd })
    .onConflict((conflict) => conflict.column('periodEnd').doNothing())
    .returning('periodEnd')
    .executeTakeFirst();
  return inserted !== undefined;
}
