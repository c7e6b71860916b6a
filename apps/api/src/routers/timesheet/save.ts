import { findTimesheetById, lockTimesheetOfWeek, replaceTimesheetEntries } from '@talanta/db';
import {
  dayInZone,
  hoursToMinutes,
  TIMESHEET_MESSAGES,
  ZSaveTimesheetInput,
  ZTimesheet,
} from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { contractDeveloperProcedure } from './timesheet-procedures';
import { toTimesheet } from './to-timesheet';
import { isWithinContract, lockContractAs, refuseLockedWeek, weekOverlapsContract } from './week-rules';

const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

/**
 * PUT /api/contracts/{id}/timesheets/{weekStart} (the contract's developer): replaces the week's
 * entries, creating its draft the first time. The contract's dates and weekly limit are read under
 * its row lock, with the week's status, so a submit or an approval cannot slip in between.
 */
export const save = contractDeveloperProcedure(ZSaveTimesheetInput)
  .output(ZTimesheet)
  .mutation(async ({ ctx, input }) => {
    const entries = input.entries.map((entry) => ({
      workDate: entry.date,
      minutes: hoursToMinutes(entry.hours),
      description: entry.description,
    }));
    const id = await ctx.db.transaction().execute(async (trx) => {
      const contract = await lockContractAs(trx, input.id, ctx.user.id, 'developerId');
      if (!weekOverlapsContract(contract, input.weekStart))
        throw badRequest(TIMESHEET_MESSAGES.weekOutsideContract);
      if (entries.some((entry) => !isWithinContract(contract, entry.workDate)))
        throw badRequest(TIMESHEET_MESSAGES.entryOutsideContract);
      // Hours are for work done: a day that has not begun where the developer lives takes none.
      const today = dayInZone(ctx.user.timeZone);
      if (entries.some((entry) => entry.minutes > 0 && entry.workDate > today))
        throw badRequest(TIMESHEET_MESSAGES.futureDay);
      const totalMinutes = entries.reduce((sum, entry) => sum + entry.minutes, 0);
      if (totalMinutes > contract.weeklyHourLimit * 60)
        throw badRequest(TIMESHEET_MESSAGES.overWeeklyLimit(contract.weeklyHourLimit));
      const week = await lockTimesheetOfWeek(trx, contract.id, input.weekStart);
      if (week) refuseLockedWeek(week.status);
      return replaceTimesheetEntries(
        trx,
        {
          contractId: contract.id,
          weekStart: input.weekStart,
          existingId: week?.id,
          billing: contract.endKind === 'not_a_fit' ? 'trial_waived' : 'client',
        },
        entries,
      );
    });
    const saved = await findTimesheetById(ctx.db, id);
    if (!saved) throw new Error(`timesheet ${id} vanished after saving`);
    return toTimesheet(saved);
  });
