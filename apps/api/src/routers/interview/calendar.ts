import { findInterviewById } from '@talanta/db';
import { INTERVIEW_MESSAGES, ZInterviewCalendar, ZInterviewIdInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { interviewCalendar } from './interview-calendar';
import { interviewParticipantProcedure } from './interview-procedures';

/** GET /api/interviews/{id}/calendar.ics: the event as it now stands, for "Add to calendar". */
export const calendar = interviewParticipantProcedure(ZInterviewIdInput)
  .output(ZInterviewCalendar)
  .query(async ({ ctx }) => {
    const interview = await findInterviewById(ctx.db, ctx.interview.id);
    if (!interview) throw new TRPCError({ code: 'NOT_FOUND', message: INTERVIEW_MESSAGES.notFound });
    return {
      filename: `interview-${interview.id}.ics`,
      content: interviewCalendar(interview, 'PUBLISH', ctx.origin),
    };
  });
