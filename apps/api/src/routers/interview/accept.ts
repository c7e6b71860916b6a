import { findInterviewSlot, updateInterview } from '@talanta/db';
import { INTERVIEW_MESSAGES, ZAcceptInterviewInput, ZInterview } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { changeInterview, conflict, requireProposed } from './change-interview';
import { interviewDeveloperProcedure } from './interview-procedures';

/** The developer accepts one proposed slot that has not passed (PUT /api/interviews/{id}/accept). */
export const accept = interviewDeveloperProcedure(ZAcceptInterviewInput)
  .output(ZInterview)
  .mutation(({ ctx, input }) =>
    changeInterview(ctx, input.id, 'accepted', async (trx, locked) => {
      requireProposed(locked);
      const slot = await findInterviewSlot(trx, locked.id, input.slotId);
      if (!slot) throw new TRPCError({ code: 'BAD_REQUEST', message: INTERVIEW_MESSAGES.slotId });
      if (slot.startsAt.getTime() <= Date.now()) throw conflict(INTERVIEW_MESSAGES.slotPassed);
      await updateInterview(trx, locked.id, { status: 'scheduled', scheduledSlotId: slot.id });
    }),
  );
