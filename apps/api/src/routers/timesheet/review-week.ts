import { type Executor, lockTimesheet, setTimesheetStatus } from '@talanta/db';
import { TIMESHEET_MESSAGES, type TTimesheet, ZTimesheet } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { timesheetClientProcedure } from './timesheet-procedures';
import { announceWeek, lockContractAs } from './week-rules';

type StatusChange = Parameters<typeof setTimesheetStatus>[2];
type WeekNotice = Parameters<typeof announceWeek>[1]['describe'];

/**
 * The client's answer to a submitted week, in one transaction: the contract is locked first (the
 * order every timesheet write takes), the client re-checked, then the week's status read under its
 * own lock, so of two answers at once the second sees the first's status and gets the 409.
 */
async function answerSubmittedWeek(
  trx: Executor,
  answer: { timesheetId: number; contractId: number; clientId: number; origin: string; change: StatusChange },
  describe: WeekNotice,
): Promise<TTimesheet> {
  await lockContractAs(trx, answer.contractId, answer.clientId, 'clientId');
  const week = await lockTimesheet(trx, answer.timesheetId);
  if (week.status === 'approved')
    throw new TRPCError({ code: 'CONFLICT', message: TIMESHEET_MESSAGES.approvedLocked });
  if (week.status !== 'submitted')
    throw new TRPCError({ code: 'CONFLICT', message: TIMESHEET_MESSAGES.notSubmitted });
  await setTimesheetStatus(trx, week.id, answer.change);
  return announceWeek(trx, {
    timesheetId: week.id,
    actorId: answer.clientId,
    origin: answer.origin,
    describe,
  });
}

/** A procedure of the contract's client answering a submitted week (approve, dispute). */
export function answerWeekProcedure<TInput extends z.ZodType<{ id: number }>>(
  inputSchema: TInput,
  answer: {
    change: (input: z.output<TInput>) => StatusChange;
    /** The notice's words (see announceWeek), with the answer's input. */
    describe: (input: z.output<TInput>) => WeekNotice;
  },
) {
  return timesheetClientProcedure(inputSchema)
    .output(ZTimesheet)
    .mutation(async ({ ctx, input }) => {
      const typed = input as z.output<TInput>;
      const week = await ctx.db.transaction().execute((trx) =>
        answerSubmittedWeek(
          trx,
          {
            timesheetId: typed.id,
            contractId: ctx.timesheet.contractId,
            clientId: ctx.user.id,
            origin: ctx.origin,
            change: answer.change(typed),
          },
          answer.describe(typed),
        ),
      );
      ctx.services.jobs.wake();
      return week;
    });
}
