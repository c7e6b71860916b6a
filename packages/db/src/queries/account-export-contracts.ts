import type { Executor } from './executor';

/**
 * The user's contracts for the export with their timesheets (each with its entries), invoices and
 * reviews.
 */
export async function findContractsExport(db: Executor, userId: number) {
  const myContracts = db
    .selectFrom('contracts')
    .select('id')
    .where((eb) => eb.or([eb('clientId', '=', userId), eb('developerId', '=', userId)]));
  const [contracts, timesheets, timesheetEntries, invoices, invoiceLines, reviews] = await Promise.all([
    db
      .selectFrom('contracts')
      .select([
        'id',
        'offerId',
        'clientId',
        'developerId',
        'jobId',
        'hourlyRateCents',
        'weeklyHourLimit',
        'startDate',
        'endDate',
        'status',
        'endReason',
        'endedAt',
        'createdAt',
      ])
      .where('id', 'in', myContracts)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('timesheets')
      .select([
        'id',
        'contractId',
        'weekStart',
        'status',
        'totalMinutes',
        'submittedAt',
        'approvedAt',
        'disputedAt',
        'disputeReason',
        'invoiceId',
      ])
      .where('contractId', 'in', myContracts)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('timesheetEntries')
      .innerJoin('timesheets', 'timesheets.id', 'timesheetEntries.timesheetId')
      .select([
        'timesheetEntries.timesheetId',
        'timesheetEntries.workDate',
        'timesheetEntries.minutes',
        'timesheetEntries.description',
      ])
      .where('timesheets.contractId', 'in', myContracts)
      .orderBy('timesheetEntries.id')
      .execute(),
    db
      .selectFrom('invoices')
      .select([
        'id',
        'number',
        'periodStart',
        'periodEnd',
        'issueDate',
        'dueDate',
        'subtotalCents',
        'feePercent',
        'feeCents',
        'totalCents',
        'status',
        'paidAt',
      ])
      .where('clientId', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('invoiceLines')
      .innerJoin('invoices', 'invoices.id', 'invoiceLines.invoiceId')
      .select([
        'invoices.number as invoiceNumber',
        'invoices.issueDate',
        'invoiceLines.contractId',
        'invoiceLines.weekStart',
        'invoiceLines.minutes',
        'invoiceLines.hourlyRateCents',
        'invoiceLines.amountCents',
      ])
      .where('invoiceLines.developerId', '=', userId)
      .orderBy('invoiceLines.id')
      .execute(),
    db
      .selectFrom('reviews')
      .select(['id', 'contractId', 'reviewerId', 'revieweeId', 'ratingHalves', 'comment', 'createdAt'])
      .where((eb) => eb.or([eb('reviewerId', '=', userId), eb('revieweeId', '=', userId)]))
      .orderBy('id')
      .execute(),
  ]);
  const entriesBySheet = new Map<number, typeof timesheetEntries>();
  for (const entry of timesheetEntries) {
    entriesBySheet.set(entry.timesheetId, [...(entriesBySheet.get(entry.timesheetId) ?? []), entry]);
  }
  return {
    contracts,
    timesheets: timesheets.map((sheet) => ({ ...sheet, entries: entriesBySheet.get(sheet.id) ?? [] })),
    invoices,
    invoiceLines,
    reviews,
  };
}
