import { amountForMinutes } from '@talanta/schema';
import { sql } from 'kysely';
import type { Executor } from './executor';

/**
 * A developer's money in three states, in cents: earned (approved weeks not yet billed, priced as
 * their invoice line will be), invoiced (their lines on issued invoices) and paid (on paid ones).
 */
export async function findDeveloperEarnings(db: Executor, developerId: number) {
  const unbilled = await db
    .selectFrom('timesheets')
    .innerJoin('contracts', 'contracts.id', 'timesheets.contractId')
    .select(['timesheets.totalMinutes', 'contracts.hourlyRateCents'])
    .where('contracts.developerId', '=', developerId)
    .where('timesheets.status', '=', 'approved')
    .where('timesheets.invoiceId', 'is', null)
    .execute();
  const billed = await db
    .selectFrom('invoiceLines')
    .innerJoin('invoices', 'invoices.id', 'invoiceLines.invoiceId')
    .leftJoin('creditNoteLines', 'creditNoteLines.invoiceLineId', 'invoiceLines.id')
    .leftJoin('creditNotes', 'creditNotes.id', 'creditNoteLines.creditNoteId')
    .select(['invoices.status', (eb) => eb.fn.sum<string>('invoiceLines.amountCents').as('cents')])
    .where('invoiceLines.developerId', '=', developerId)
    // A line a correction credited is no longer owed to anyone (a trial's still is: Talanta pays it).
    .where((eb) =>
      eb.or([eb('creditNotes.reason', 'is', null), eb('creditNotes.reason', '<>', 'correction')]),
    )
    .groupBy('invoices.status')
    .execute();
  const sumOf = (status: string) => Number(billed.find((row) => row.status === status)?.cents ?? 0);
  return {
    earnedCents: unbilled.reduce(
      (sum, week) => sum + amountForMinutes(week.totalMinutes, week.hourlyRateCents),
      0,
    ),
    invoicedCents: sumOf('issued'),
    paidCents: sumOf('paid'),
  };
}

/**
 * What a client owes: the balances due of its issued invoices (total less credit notes and
 * payments), in cents (for dashboards).
 */
export async function findClientAmountDueCents(db: Executor, clientId: number): Promise<number> {
  const row = await db
    .selectFrom('invoices')
    .select(
      sql<string>`coalesce(sum(greatest(invoices.total_cents
        - (select coalesce(sum(total_cents), 0) from credit_notes where invoice_id = invoices.id)
        - (select coalesce(sum(amount_cents), 0) from payments where invoice_id = invoices.id), 0)), 0)`.as(
        'cents',
      ),
    )
    .where('clientId', '=', clientId)
    .where('status', '=', 'issued')
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}
