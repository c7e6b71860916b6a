import { replaceInterviewSlots, updateInterview } from '@talanta/db';
import { INTERVIEW_MESSAGES, ZInterview, ZRescheduleInterviewInput } from '@talanta/schema';
import { changeInterview, conflict, requireFutureSlots } from './change-interview';
import { interviewHostProcedure } from './interview-procedures';

/**
 * The host proposes new slots (PUT /api/interviews/{id}/reschedule), whether the interview was
 * proposed, declined or already scheduled: it is `proposed` again and waits for the developer.
 */
export const reschedule = interviewHostProcedure(ZRescheduleInterviewInput)
  .output(ZInterview)
  .mutation(({ ctx, input }) => {
    requireFutureSlots(input.slots, new Date());
    return changeInterview(ctx, input.id, 'rescheduled', async (trx, locked) => {
      if (locked.status === 'cancelled') throw conflict(INTERVIEW_MESSAGES.cancelled);
      await replaceInterviewSlots(trx, locked.id, input.slots);
      await updateInterview(trx, locked.id, { status: 'proposed', scheduledSlotId: null, declineNote: null });
    });
  });
