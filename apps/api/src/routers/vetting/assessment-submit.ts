import {
  findOwnAssessmentAttempt,
  listAssessmentItems,
  lockAssessmentAttempt,
  lockVettingSubmission,
} from '@talanta/db';
import {
  VETTING_ASSESSMENT_MESSAGES as M,
  type TAssessmentResult,
  ZAssessmentResult,
  ZAssessmentSubmitInput,
} from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { developerProcedure } from '../../trpc/procedures';
import { gradeAssessmentAttempt } from './assessment-grade';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: M.attemptNotFound });
const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

/**
 * POST /api/vetting/assessment/{attemptId}/submit (issue 38): the applicant's answers, graded on
 * the server from the attempt's snapshot (unanswered = wrong) → `{ score, passed }` and nothing
 * else. One transaction holding the submission's and the attempt's locks, so of two submits at
 * once exactly one grades; after the time is over (the database's clock) it is 409 and the attempt
 * ends on no answers. Someone else's attempt is 404, as is one that does not exist.
 */
export const assessmentSubmit = developerProcedure
  .input(ZAssessmentSubmitInput)
  .output(ZAssessmentResult)
  .mutation(async ({ ctx, input }) => {
    const own = await findOwnAssessmentAttempt(ctx.db, input.attemptId, ctx.user.email);
    if (!own) throw notFound();
    const { passPercent } = ctx.services.config.vettingAssessment;
    const outcome = await ctx.db.transaction().execute(async (trx): Promise<TAssessmentResult | 'late'> => {
      const submission = await lockVettingSubmission(trx, own.submissionId);
      const attempt = await lockAssessmentAttempt(trx, own.id);
      if (!submission || !attempt || submission.email.toLowerCase() !== ctx.user.email.toLowerCase())
        throw notFound();
      if (attempt.submittedAt !== null) {
        const endedByTime = attempt.submittedAt.getTime() >= attempt.expiresAt.getTime();
        throw new TRPCError({ code: 'CONFLICT', message: endedByTime ? M.timeOver : M.submitted });
      }
      const base = { attempt, submission, passPercent, origin: ctx.origin };
      if (attempt.expired) {
        await gradeAssessmentAttempt(trx, { ...base, answers: [] });
        return 'late';
      }
      const items = new Map(
        (await listAssessmentItems(trx, attempt.id)).map((item) => [item.questionId, item]),
      );
      const seen = new Set<number>();
      for (const answer of input.answers) {
        const item = items.get(answer.questionId);
        if (!item) throw badRequest(M.unknownQuestion);
        if (seen.has(answer.questionId)) throw badRequest(M.answeredTwice);
        if (answer.choiceIndex >= item.choices.length) throw badRequest(M.choiceIndex);
        seen.add(answer.questionId);
      }
      return gradeAssessmentAttempt(trx, { ...base, answers: input.answers });
    });
    ctx.services.jobs.wake();
    if (outcome === 'late') throw new TRPCError({ code: 'CONFLICT', message: M.timeOver });
    return outcome;
  });
