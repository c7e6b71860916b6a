import { updateInterview } from '@talanta/db';
import { INTERVIEW_MESSAGES, ZCancelInterviewInput, ZInterview } from '@talanta/schema';
import { changeInterview, conflict } from './change-interview';
import { interviewParticipantProcedure } from './interview-procedures';

/** Either participant cancels (PUT /api/interviews/{id}/cancel); calendars get METHOD:CANCEL. */
export const cancel = interviewParticipantProcedure(ZCancelInterviewInput)
  .output(ZInterview)
  .mutation(({ ctx, input }) =>
    changeInterview(ctx, input.id, 'cancelled', async (trx, locked) => {
      if (locked.status === 'cancelled') throw conflict(INTERVIEW_MESSAGES.alreadyCancelled);
      await updateInterview(trx, locked.id, {
        status: 'cancelled',
        cancelReason: input.reason,
        cancelledBy: ctx.user.id,
      });
    }),
  );
