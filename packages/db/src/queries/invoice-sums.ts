import { amountForMinutes } from '@talanta/schema';
import { sql } from 'kysely';
import type { Executor } from './executor';
import { findDeveloperPayoutSums, findPayableDevelopers } from './payout';

/**
 * A developer's money by where it is, in cents: earned (approved weeks not yet billed, priced as
 * their invoice line will be), invoiced (their lines on issued invoices the client has not paid),
 * paid by the client, paid by Talanta for a trial ended as not a fit, then what Talanta owes them
 * now (payable), what is queued or sent, and what reached them (settled payouts).
 */
export async function findDeveloperEarnings(db: Executor, developerId: number) {
  const weeks = await db
    .selectFrom('timesheets')
    .innerJoin('contracts', 'contracts.id', 'timesheets.contractId')
    .select(['timesheets.totalMinutes', 'timesheets.billing', 'contracts.hourlyRateCents'])
    .where('contracts.developerId', '=', developerId)
    .where('timesheets.status', '=', 'approved')
    .where('timesheets.invoiceId', 'is', null)
    .execute();
  const billed = await db
    .selectFrom('invoiceLines')
    .innerJoin('invoices', 'invoices.id', 'invoiceLines.invoiceId')
    .leftJoin('creditNoteLines', 'creditNoteLines.invoiceLineId', 'invoiceLines.id')
    .leftJoin('creditNotes', 'creditNotes.id', 'creditNoteLines.creditNoteId')
    .select([
      'invoices.status',
      'creditNotes.reason',
      (eb) => eb.fn.sum<string>('invoiceLines.amountCents').as('cents'),
    ])
    .where('invoiceLines.developerId', '=', developerId)
    .groupBy(['invoices.status', 'creditNotes.reason'])
    .execute();
  // A line a correction credited is owed to no one; one a trial credited is paid by Talanta.
  const sumOf = (match: (row: (typeof billed)[number]) => boolean) =>
    billed.filter(match).reduce((sum, row) => sum + Number(row.cents), 0);
  const priced = (billing: 'client' | 'trial_waived') =>
    weeks
      .filter((week) => week.billing === billing)
      .reduce((sum, week) => sum + amountForMinutes(week.totalMinutes, week.hourlyRateCents), 0);
  const [payable] = await findPayableDevelopers(db, [developerId]);
  const payouts = await findDeveloperPayoutSums(db, developerId);
  return {
    earnedCents: priced('client'),
    invoicedCents: sumOf((row) => row.reason === null && row.status === 'issued'),
    paidCents: sumOf((row) => row.reason === null && row.status === 'paid'),
    trialPaidByTalantaCents: priced('trial_waived') + sumOf((row) => row.reason === 'trial_not_a_fit'),
    payableCents: payable?.payableCents ?? 0,
    inTransitCents: payouts.inTransitCents,
    paidOutCents: payouts.paidOutCents,
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
