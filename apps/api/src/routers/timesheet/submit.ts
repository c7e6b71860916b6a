import { lockTimesheetOfWeek, setTimesheetStatus } from '@talanta/db';
import { TIMESHEET_MESSAGES, ZTimesheet, ZTimesheetWeekInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { contractDeveloperProcedure } from './timesheet-procedures';
import { announceWeek, lockContractAs, refuseLockedWeek } from './week-rules';

/**
 * POST /api/contracts/{id}/timesheets/{weekStart}/submit (the contract's developer): a draft or
 * disputed week with hours goes to the client for approval; the client is told.
 */
export const submit = contractDeveloperProcedure(ZTimesheetWeekInput)
  .output(ZTimesheet)
  .mutation(async ({ ctx, input }) => {
    const week = await ctx.db.transaction().execute(async (trx) => {
      const contract = await lockContractAs(trx, input.id, ctx.user.id, 'developerId');
      const locked = await lockTimesheetOfWeek(trx, contract.id, input.weekStart);
      if (locked) refuseLockedWeek(locked.status);
      if (!locked || locked.totalMinutes === 0)
        throw new TRPCError({ code: 'CONFLICT', message: TIMESHEET_MESSAGES.nothingToSubmit });
      await setTimesheetStatus(trx, locked.id, { status: 'submitted' });
      return announceWeek(trx, {
        timesheetId: locked.id,
        actorId: ctx.user.id,
        origin: ctx.origin,
        describe: (t, week) => ({
          title: t('Hours submitted for approval'),
          message: t('{actor} submitted hours for the week of {weekStart} ({hours} hours).', week),
        }),
      });
    });
    ctx.services.jobs.wake();
    return week;
  });
