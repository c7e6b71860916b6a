import { amountForMinutes } from '@talanta/schema';
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
    .select(['invoices.status', (eb) => eb.fn.sum<string>('invoiceLines.amountCents').as('cents')])
    .where('invoiceLines.developerId', '=', developerId)
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

/** What a client owes: the totals of its issued, unpaid invoices, in cents (for dashboards). */
export async function findClientAmountDueCents(db: Executor, clientId: number): Promise<number> {
  const row = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.sum<string>('totalCents').as('cents'))
    .where('clientId', '=', clientId)
    .where('status', '=', 'issued')
    .executeTakeFirst();
  return Number(row?.cents ?? 0);
}
