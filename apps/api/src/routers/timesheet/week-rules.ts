import {
  type Executor,
  findContractById,
  findTimesheetById,
  lockContractForTimesheets,
  type TimesheetContract,
  type TimesheetStatus,
} from '@talanta/db';
import { addDays, CONTRACT_MESSAGES, TIMESHEET_MESSAGES, type TTimesheet } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import type { EmailText } from '../../mail/email-language';
import { notifyOtherParty, type PartyNotice } from '../offer/party-effects';
import { toTimesheet } from './to-timesheet';

/**
 * The last day work can be logged on: the end date, or the day an ended contract ended if that came
 * first. An ended contract still takes hours up to then, so the final days can be logged and billed.
 */
export function lastWorkDay(contract: TimesheetContract): string | null {
  const endedOn = contract.endedAt?.toISOString().slice(0, 10) ?? null;
  if (contract.endDate === null) return endedOn;
  if (endedOn === null) return contract.endDate;
  // ISO dates sort as text: the earlier of the two.
  return [endedOn, contract.endDate].sort()[0] ?? null;
}

export function isWithinContract(contract: TimesheetContract, date: string): boolean {
  const last = lastWorkDay(contract);
  return date >= contract.startDate && (last === null || date <= last);
}

export function weekOverlapsContract(contract: TimesheetContract, weekStart: string): boolean {
  const last = lastWorkDay(contract);
  return addDays(weekStart, 6) >= contract.startDate && (last === null || weekStart <= last);
}

/** Locks the contract and re-checks, inside the transaction, that the user is the given party. */
export async function lockContractAs(
  trx: Executor,
  contractId: number,
  userId: number,
  side: 'clientId' | 'developerId',
): Promise<TimesheetContract> {
  const contract = await lockContractForTimesheets(trx, contractId);
  if (!contract || contract[side] !== userId)
    throw new TRPCError({ code: 'NOT_FOUND', message: CONTRACT_MESSAGES.notFound });
  return contract;
}

/** The 409 of a week the developer may no longer change (or submit again). */
export function refuseLockedWeek(status: TimesheetStatus): void {
  if (status === 'approved')
    throw new TRPCError({ code: 'CONFLICT', message: TIMESHEET_MESSAGES.approvedLocked });
  if (status === 'submitted')
    throw new TRPCError({ code: 'CONFLICT', message: TIMESHEET_MESSAGES.submittedLocked });
}

/**
 * Tells the other party that a week changed (notice, email through the outbox, live `contract`),
 * in the caller's transaction, and returns the week as it now is.
 */
export async function announceWeek(
  trx: Executor,
  change: {
    timesheetId: number;
    actorId: number;
    origin: string;
    /** The notice's words in `t`'s language, from the actor's name, the week's Monday and its hours. */
    describe: (t: EmailText, week: { actor: string; weekStart: string; hours: number }) => PartyNotice;
  },
): Promise<TTimesheet> {
  const week = await findTimesheetById(trx, change.timesheetId);
  const contract = week && (await findContractById(trx, week.contractId));
  if (!week || !contract)
    throw new Error(`timesheet ${change.timesheetId} vanished inside its own transaction`);
  const hours = week.totalMinutes / 60;
  await notifyOtherParty(trx, {
    record: contract,
    actorId: change.actorId,
    link: `/contracts/${contract.id}`,
    origin: change.origin,
    describe: (t, actor) => change.describe(t, { actor, weekStart: t.day(week.weekStart), hours }),
  });
  return toTimesheet(week);
}
