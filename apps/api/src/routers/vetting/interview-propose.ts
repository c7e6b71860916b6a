import { findUserIdentityByEmail } from '@talanta/db';
import { INTERVIEW_MESSAGES, ZInterview, ZProposeInterviewInput } from '@talanta/schema';
import { lockActingAdmin } from '../../trpc/audit-actor';
import { adminProcedure } from '../../trpc/procedures';
import { arrangeInterview, conflict, requireFutureSlots } from '../interview/change-interview';
import { toInterview } from '../interview/to-interview';
import { lockUndecidedSubmission } from './set-stage';

/**
 * POST /api/admin/developer-applications/{id}/interviews (issue 38, ADR 0028): an admin proposes
 * 1-3 future slots for the vetting interview of an undecided submission and hosts it. The applicant
 * answers from /interviews like any interview, so they need an account (found by the submission's
 * email, as the stage notices find it); one interview is arranged at a time.
 */
export const interviewPropose = adminProcedure
  .input(ZProposeInterviewInput)
  .output(ZInterview)
  .mutation(async ({ ctx, input }) => {
    requireFutureSlots(input.slots, new Date());
    const interview = await ctx.db.transaction().execute(async (trx) => {
      await lockActingAdmin(trx, ctx.user);
      const { submission } = await lockUndecidedSubmission(trx, input.id);
      const applicant = await findUserIdentityByEmail(trx, submission.email);
      if (applicant?.role !== 'developer') throw conflict(INTERVIEW_MESSAGES.noApplicantAccount);
      const subject = { vettingSubmissionId: submission.id, developerId: applicant.id };
      return arrangeInterview(trx, ctx, subject, input);
    });
    ctx.services.jobs.wake();
    return toInterview(interview, ctx.user.id);
  });
