import { updateInterview } from '@talanta/db';
import { ZDeclineInterviewInput, ZInterview } from '@talanta/schema';
import { changeInterview, requireProposed } from './change-interview';
import { interviewDeveloperProcedure } from './interview-procedures';

/**
 * The developer asks for other times (PUT /api/interviews/{id}/decline): the interview waits,
 * `declined`, for the client to reschedule or cancel; the calendar copy is withdrawn meanwhile.
 */
export const decline = interviewDeveloperProcedure(ZDeclineInterviewInput)
  .output(ZInterview)
  .mutation(({ ctx, input }) =>
    changeInterview(ctx, input.id, 'declined', async (trx, locked) => {
      requireProposed(locked);
      await updateInterview(trx, locked.id, { status: 'declined', declineNote: input.note });
    }),
  );
