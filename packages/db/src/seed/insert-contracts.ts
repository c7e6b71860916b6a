import { addDays, dollarsToCents, type TPlatformSettings, trialEndsOn, weekStartOf } from '@talanta/schema';
import { claimInvoiceRun, generateInvoices } from '../queries/invoice-generation';
import { applyReceipt } from '../queries/payment';
import { DEMO_CONTRACTS, DEMO_PENDING_OFFERS, type DemoContract } from './data/contracts';
import { idOf, type SeedClock, type SeedTrx } from './support';

/** The demo's accepted offers promised the site's standard trial (ADR 0038). */
const DEMO_TRIAL_DAYS = 14;

const DEMO_FEE_PERCENT = 10;
/** Invoices issued longer ago than this were paid by bank transfer ten days after issue. */
const PAID_AFTER_DAYS = 10;
const UNPAID_WITHIN_DAYS = 25;

type Ids = ReadonlyMap<string, number>;

/** Contracts with their hours, the invoices of every month that has ended, reviews and open offers. */
export async function insertContracts(
  trx: SeedTrx,
  clock: SeedClock,
  userIds: Ids,
  jobIds: Ids,
  platform: TPlatformSettings,
): Promise<void> {
  for (const demo of DEMO_CONTRACTS) {
    const contractId = await insertContract(trx, clock, demo, userIds, jobIds);
    await insertWeeks(trx, clock, demo, contractId);
    await insertReviews(trx, clock, demo, contractId, userIds);
  }
  await insertMonthlyInvoices(trx, clock, platform);
  for (const offer of DEMO_PENDING_OFFERS) {
    const sentAt = clock.daysAgo(offer.sentDaysAgo);
    await trx
      .insertInto('offers')
      .values({
        clientId: idOf(userIds, offer.client),
        developerId: idOf(userIds, offer.developer),
        jobId: idOf(jobIds, offer.job),
        applicationId: null,
        hourlyRateCents: dollarsToCents(offer.hourlyRate),
        weeklyHourLimit: offer.weeklyHourLimit,
        startDate: clock.dateTextDaysAgo(-offer.startInDays),
        endDate: null,
        message: offer.message,
        status: 'sent',
        declineNote: null,
        createdAt: sentAt,
        updatedAt: sentAt,
      })
      .execute();
  }
}

async function insertContract(trx: SeedTrx, clock: SeedClock, demo: DemoContract, userIds: Ids, jobIds: Ids) {
  const clientId = idOf(userIds, demo.client);
  const developerId = idOf(userIds, demo.developer);
  const jobId = demo.job ? idOf(jobIds, demo.job) : null;
  const application =
    demo.fromApplication && jobId !== null
      ? await trx
          .selectFrom('jobApplications')
          .select('id')
          .where('jobId', '=', jobId)
          .where('developerId', '=', developerId)
          .executeTakeFirstOrThrow()
      : null;
  const terms = {
    clientId,
    developerId,
    jobId,
    hourlyRateCents: dollarsToCents(demo.hourlyRate),
    weeklyHourLimit: demo.weeklyHourLimit,
    startDate: clock.dateTextDaysAgo(demo.startDaysAgo),
    endDate: null,
  };
  const sentAt = clock.daysAgo(demo.startDaysAgo + 3);
  const acceptedAt = clock.daysAgo(demo.startDaysAgo + 1);
  const offer = await trx
    .insertInto('offers')
    .values({
      ...terms,
      trialDays: DEMO_TRIAL_DAYS,
      applicationId: application?.id ?? null,
      message: null,
      status: 'accepted',
      declineNote: null,
      createdAt: sentAt,
      updatedAt: acceptedAt,
      respondedAt: acceptedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ended = demo.ended;
  const contract = await trx
    .insertInto('contracts')
    .values({
      ...terms,
      offerId: offer.id,
      trialEndsOn: trialEndsOn(terms.startDate, DEMO_TRIAL_DAYS),
      status: ended ? 'ended' : 'active',
      endKind: ended ? 'other' : null,
      endedBy: ended ? (ended.by === 'client' ? clientId : developerId) : null,
      endReason: ended?.reason ?? null,
      endedAt: ended ? clock.daysAgo(ended.daysAgo) : null,
      createdAt: acceptedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return contract.id;
}

/**
 * A week per ISO week of the contract, weekdays only, up to yesterday (or its end). An active
 * contract's current week is a draft and its previous week waits for approval; the rest are approved.
 */
async function insertWeeks(trx: SeedTrx, clock: SeedClock, demo: DemoContract, contractId: number) {
  const start = clock.dateTextDaysAgo(demo.startDaysAgo);
  const last = clock.dateTextDaysAgo(demo.ended ? demo.ended.daysAgo : 1);
  const thisWeek = weekStartOf(clock.dateTextDaysAgo(0));
  let task = 0;
  for (let week = weekStartOf(start); week <= last; week = addDays(week, 7)) {
    const days = [0, 1, 2, 3, 4]
      .map((day) => addDays(week, day))
      .filter((day) => day >= start && day <= last);
    if (days.length === 0) continue;
    const status = demo.ended
      ? 'approved'
      : week === thisWeek
        ? 'draft'
        : week === addDays(thisWeek, -7)
          ? 'submitted'
          : 'approved';
    const minutes = demo.hoursPerWeekday * 60;
    const weekEnd = new Date(`${addDays(week, 6)}T18:00:00Z`);
    const submittedAt = status === 'draft' ? null : weekEnd;
    const { id } = await trx
      .insertInto('timesheets')
      .values({
        contractId,
        weekStart: week,
        status,
        totalMinutes: minutes * days.length,
        submittedAt,
        approvedAt: status === 'approved' ? new Date(weekEnd.getTime() + 24 * 60 * 60_000) : null,
        disputedAt: null,
        disputeReason: null,
        invoiceId: null,
        createdAt: new Date(`${days[0]}T17:00:00Z`),
        updatedAt: submittedAt ?? new Date(`${days.at(-1)}T17:00:00Z`),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('timesheetEntries')
      .values(
        days.map((workDate) => ({
          timesheetId: id,
          workDate,
          minutes,
          description: demo.work[task++ % demo.work.length] ?? '',
        })),
      )
      .execute();
  }
}

async function insertReviews(
  trx: SeedTrx,
  clock: SeedClock,
  demo: DemoContract,
  contractId: number,
  userIds: Ids,
) {
  if (!demo.ended) return;
  const client = idOf(userIds, demo.client);
  const developer = idOf(userIds, demo.developer);
  for (const [index, review] of demo.reviews.entries()) {
    await trx
      .insertInto('reviews')
      .values({
        contractId,
        reviewerId: review.by === 'client' ? client : developer,
        revieweeId: review.by === 'client' ? developer : client,
        ratingHalves: review.rating * 2,
        comment: review.comment,
        quoteConsent: review.quoteConsent ?? false,
        createdAt: clock.daysAgo(demo.ended.daysAgo - 1 - index),
      })
      .execute();
  }
}

/**
 * What the monthly run would have made: for each month that has ended since the first contract,
 * the invoices of its approved weeks, issued on the next month's first day. Older ones are paid.
 */
async function insertMonthlyInvoices(trx: SeedTrx, clock: SeedClock, platform: TPlatformSettings) {
  const earliest = Math.max(...DEMO_CONTRACTS.map((demo) => demo.startDaysAgo));
  const today = clock.dateTextDaysAgo(0);
  let monthStart = `${clock.dateTextDaysAgo(earliest).slice(0, 7)}-01`;
  while (true) {
    const nextMonth = firstOfNextMonth(monthStart);
    if (nextMonth > today) break;
    const monthEnd = addDays(nextMonth, -1);
    await claimInvoiceRun(trx, monthEnd);
    const invoiceIds = await generateInvoices(trx, {
      through: monthEnd,
      issueDate: nextMonth,
      feePercent: DEMO_FEE_PERCENT,
      periodStart: monthStart,
      platform,
    });
    if (nextMonth < clock.dateTextDaysAgo(UNPAID_WITHIN_DAYS)) await markPaid(trx, invoiceIds, nextMonth);
    monthStart = nextMonth;
  }
}

function firstOfNextMonth(monthStart: string): string {
  const date = new Date(`${monthStart}T00:00:00Z`);
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
}

/** The same path as the admin's "mark paid": a payment of the whole balance, posted to the ledger. */
async function markPaid(trx: SeedTrx, invoiceIds: number[], issueDate: string) {
  const paidAt = new Date(`${addDays(issueDate, PAID_AFTER_DAYS)}T10:00:00Z`);
  for (const id of invoiceIds) {
    const invoice = await trx
      .selectFrom('invoices')
      .select(['number', 'totalCents'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await applyReceipt(trx, {
      invoiceId: id,
      amountCents: invoice.totalCents,
      currency: 'USD',
      reference: `BT-${invoice.number}`,
      paidAt,
      recordedBy: null,
    });
  }
}
