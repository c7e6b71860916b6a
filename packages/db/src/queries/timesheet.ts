import { sql } from 'kysely';
import type { TimesheetStatus } from '../billing-types';
import type { Executor } from './executor';
import { postTrialWeekWaived } from './ledger';

/** Weekly timesheets and their entries (issue 13). Minutes are whole and a multiple of 15. */

/**
 * Locks a contract and reads what a week's rules need. Every timesheet write locks its contract
 * first, so writes to one contract's weeks happen one after the other (no lock-order deadlocks, and
 * the first save of a week creates its draft once).
 */
export function lockContractForTimesheets(db: Executor, contractId: number) {
  return db
    .selectFrom('contracts')
    .select([
      'id',
      'clientId',
      'developerId',
      'status',
      'startDate',
      'endDate',
      'endedAt',
      'endKind',
      'hourlyRateCents',
      'weeklyHourLimit',
    ])
    .where('id', '=', contractId)
    .forUpdate()
    .executeTakeFirst();
}
export type TimesheetContract = NonNullable<Awaited<ReturnType<typeof lockContractForTimesheets>>>;

/** A timesheet's contract and parties; undefined when missing or the user is neither party. */
export function findTimesheetAccess(db: Executor, id: number, userId: number) {
  return db
    .selectFrom('timesheets')
    .innerJoin('contracts', 'contracts.id', 'timesheets.contractId')
    .select(['timesheets.id', 'timesheets.contractId', 'contracts.clientId', 'contracts.developerId'])
    .where('timesheets.id', '=', id)
    .where((eb) => eb.or([eb('contracts.clientId', '=', userId), eb('contracts.developerId', '=', userId)]))
    .executeTakeFirst();
}

/** Locks one week's timesheet row (call after locking its contract). */
export function lockTimesheetOfWeek(db: Executor, contractId: number, weekStart: string) {
  return db
    .selectFrom('timesheets')
    .select(['id', 'status', 'totalMinutes'])
    .where('contractId', '=', contractId)
    .where('weekStart', '=', weekStart)
    .forUpdate()
    .executeTakeFirst();
}

export function lockTimesheet(db: Executor, id: number) {
  return db
    .selectFrom('timesheets')
    .select(['id', 'contractId', 'weekStart', 'status', 'totalMinutes'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export interface EntryRow {
  workDate: string;
  minutes: number;
  description: string;
}

/**
 * Replaces a week's entries and keeps total_minutes their sum, in the caller's transaction. Creates
 * the week's draft the first time; a disputed week keeps its status (and reason) until resubmitted.
 */
export async function replaceTimesheetEntries(
  db: Executor,
  week: {
    contractId: number;
    weekStart: string;
    existingId: number | undefined;
    /** A new week's billing: waived when its contract ended as not a fit in the trial. */
    billing: 'client' | 'trial_waived';
  },
  entries: EntryRow[],
): Promise<number> {
  const totalMinutes = entries.reduce((sum, entry) => sum + entry.minutes, 0);
  let id = week.existingId;
  if (id === undefined) {
    ({ id } = await db
      .insertInto('timesheets')
      .values({
        contractId: week.contractId,
        weekStart: week.weekStart,
        status: 'draft',
        totalMinutes,
        billing: week.billing,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  } else {
    await db
      .updateTable('timesheets')
      .set({ totalMinutes, updatedAt: new Date() })
      .where('id', '=', id)
      .execute();
    await db.deleteFrom('timesheetEntries').where('timesheetId', '=', id).execute();
  }
  if (entries.length > 0) {
    const timesheetId = id;
    await db
      .insertInto('timesheetEntries')
      .values(entries.map((entry) => ({ ...entry, timesheetId })))
      .execute();
  }
  return id;
}

/** Moves a timesheet to a new status, stamping when. */
export async function setTimesheetStatus(
  db: Executor,
  id: number,
  change:
    | { status: Extract<TimesheetStatus, 'submitted' | 'approved'> }
    | { status: 'disputed'; disputeReason: string },
): Promise<void> {
  const now = new Date();
  const stamps = {
    submitted: { submittedAt: now },
    approved: { approvedAt: now },
    disputed: { disputedAt: now, disputeReason: change.status === 'disputed' ? change.disputeReason : null },
  }[change.status];
  const updated = await db
    .updateTable('timesheets')
    .set({ status: change.status, updatedAt: now, ...stamps })
    .where('id', '=', id)
    .returning('billing')
    .executeTakeFirstOrThrow();
  // Approved after its contract ended as not a fit: Talanta owes the hours at once (no invoice).
  if (change.status === 'approved' && updated.billing === 'trial_waived') await postTrialWeekWaived(db, id);
}

function selectTimesheets(db: Executor) {
  return db
    .selectFrom('timesheets')
    .innerJoin('contracts', 'contracts.id', 'timesheets.contractId')
    .select([
      'timesheets.id',
      'timesheets.contractId',
      'timesheets.weekStart',
      'timesheets.status',
      'timesheets.totalMinutes',
      'timesheets.submittedAt',
      'timesheets.approvedAt',
      'timesheets.disputedAt',
      'timesheets.disputeReason',
      'timesheets.invoiceId',
      'timesheets.updatedAt',
      'contracts.hourlyRateCents',
    ]);
}

export type TimesheetRecord = Awaited<ReturnType<ReturnType<typeof selectTimesheets>['execute']>>[number] & {
  entries: { id: number; workDate: string; minutes: number; description: string }[];
};

async function withEntries(
  db: Executor,
  rows: Omit<TimesheetRecord, 'entries'>[],
): Promise<TimesheetRecord[]> {
  if (rows.length === 0) return [];
  const entries = await db
    .selectFrom('timesheetEntries')
    .select(['id', 'timesheetId', 'workDate', 'minutes', 'description'])
    .where(
      'timesheetId',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('workDate')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    entries: entries
      .filter((entry) => entry.timesheetId === row.id)
      .map(({ timesheetId: _timesheetId, ...entry }) => entry),
  }));
}

export async function findTimesheetById(db: Executor, id: number): Promise<TimesheetRecord | undefined> {
  const row = await selectTimesheets(db).where('timesheets.id', '=', id).executeTakeFirst();
  return row ? (await withEntries(db, [row]))[0] : undefined;
}

/** A contract's weeks, newest first, each with its entries. */
export async function findContractTimesheets(db: Executor, contractId: number): Promise<TimesheetRecord[]> {
  const rows = await selectTimesheets(db)
    .where('timesheets.contractId', '=', contractId)
    .orderBy('timesheets.weekStart', 'desc')
    .execute();
  return withEntries(db, rows);
}

/**
 * Minutes logged in the week starting `weekStart` across the user's contracts, on the side of the
 * role (a developer's own hours; the hours logged for a client). For the dashboards.
 */
export async function minutesLoggedInWeek(
  db: Executor,
  userId: number,
  role: 'client' | 'developer',
  weekStart: string,
): Promise<number> {
  const party = role === 'client' ? 'contracts.clientId' : 'contracts.developerId';
  const row = await db
    .selectFrom('timesheets')
    .innerJoin('contracts', 'contracts.id', 'timesheets.contractId')
    .select(sql<string>`coalesce(sum(timesheets.total_minutes), 0)`.as('minutes'))
    .where(party, '=', userId)
    .where('timesheets.weekStart', '=', weekStart)
    .executeTakeFirstOrThrow();
  return Number(row.minutes);
}

/**
 * A contract ended as not a fit inside its trial: every week not yet invoiced is waived, so no
 * invoice run bills it (the run locks the same rows, so one waits for the other). The approved
 * ones are posted as trial cost owed to the developer; returns how many there were.
 */
export async function waiveTrialWeeks(db: Executor, contractId: number): Promise<number> {
  const waived = await db
    .updateTable('timesheets')
    .set({ billing: 'trial_waived', updatedAt: new Date() })
    .where('contractId', '=', contractId)
    .where('invoiceId', 'is', null)
    .returning(['id', 'status'])
    .execute();
  const approved = waived.filter((week) => week.status === 'approved');
  for (const week of approved) await postTrialWeekWaived(db, week.id);
  return approved.length;
}
