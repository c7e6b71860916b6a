import { addDays, weekStartOf } from '@talanta/schema';
import type { TestApp } from './app';
import type { Actor } from './jobs';
import { acceptedContract, type OfferWorld, offerWorld } from './offers';

/** Factories of the timesheet tests. */

export interface TimesheetWorld extends OfferWorld {
  contractId: number;
  /** The Monday of the contract's first week: three weeks before this week, so all of it is past. */
  firstWeek: string;
  /** The contract starts on the Wednesday of its first week (Monday and Tuesday are outside it). */
  startDate: string;
}

/**
 * An accepted contract at $45.50 an hour and 30 hours a week whose start is moved back into the
 * past directly in the database (offers must start today or later, and tests need past weeks).
 */
export async function timesheetWorld(t: TestApp): Promise<TimesheetWorld> {
  const world = await offerWorld(t);
  const { contractId } = await acceptedContract(world);
  const firstWeek = addDays(weekStartOf(new Date().toISOString().slice(0, 10)), -21);
  const startDate = addDays(firstWeek, 2);
  await t.db.updateTable('contracts').set({ startDate }).where('id', '=', contractId).execute();
  return { ...world, contractId, firstWeek, startDate };
}

export const weekUrl = (contractId: number, weekStart: string) =>
  `/api/contracts/${contractId}/timesheets/${weekStart}`;

export interface EntryBody {
  date: string;
  hours: number;
  description?: string;
}

/** PUT of a week's entries as the actor; returns the response (status not asserted). */
export function saveWeek(actor: Actor, contractId: number, weekStart: string, entries: EntryBody[]) {
  return actor.http.put(weekUrl(contractId, weekStart), { entries });
}

export function submitWeek(actor: Actor, contractId: number, weekStart: string) {
  return actor.http.post(`${weekUrl(contractId, weekStart)}/submit`);
}
