import { lockApplicationForInterview, updateApplicationStatus } from '@talanta/db';
import {
  APPLICATION_MESSAGES,
  INTERVIEW_MESSAGES,
  ZInterview,
  ZProposeInterviewInput,
} from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { applicationOwnerProcedure } from '../application/application-owner-procedure';
import { arrangeInterview, conflict, requireFutureSlots } from './change-interview';
import { toInterview } from './to-interview';

/**
 * The job's client proposes 1-3 future slots for an application (POST /api/applications/{id}/interviews,
 * 201). A pending application moves to `interview`; one interview is arranged at a time.
 */
export const propose = applicationOwnerProcedure(ZProposeInterviewInput)
  .output(ZInterview)
  .mutation(async ({ ctx, input }) => {
    requireFutureSlots(input.slots, new Date());
    const interview = await ctx.db.transaction().execute(async (trx) => {
      const application = await lockApplicationForInterview(trx, input.id);
      if (!application) throw new TRPCError({ code: 'NOT_FOUND', message: APPLICATION_MESSAGES.notFound });
      if (application.status !== 'pending' && application.status !== 'interview')
        throw conflict(INTERVIEW_MESSAGES.applicationClosed);
      if (application.status === 'pending') await updateApplicationStatus(trx, application.id, 'interview');
      const subject = { applicationId: application.id, developerId: application.developerId };
      return arrangeInterview(trx, ctx, subject, input);
    });
    ctx.services.jobs.wake();
    return toInterview(interview, ctx.user.id);
  });
