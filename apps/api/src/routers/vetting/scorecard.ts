import { findVettingScorecard, saveVettingScorecard, vettingSubmissionExists } from '@talanta/db';
import {
  ADMIN_MESSAGES,
  SCORECARD_MESSAGES,
  ZIdInput,
  ZSaveScorecardInput,
  ZScorecard,
} from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { adminProcedure } from '../../trpc/procedures';
import { lockUndecidedSubmission, recordStageChange } from './set-stage';

/**
 * POST /api/admin/developer-applications/{id}/scorecard (issue 38): the vetting interviewer's
 * scorecard for the submission's current round. Saving it records the interview stage in the same
 * transaction: `hire` passes it, `no_hire` fails it, under the stage rules (409 before the earlier
 * required stages are done, or once decided). Saving again before the decision replaces it.
 */
export const saveScorecard = adminProcedure
  .input(ZSaveScorecardInput)
  .output(ZScorecard)
  .mutation(async ({ ctx, input }) => {
    const { id, ...scorecard } = input;
    const saved = await ctx.db.transaction().execute(async (trx) => {
      const locked = await lockUndecidedSubmission(trx, id);
      await recordStageChange(trx, ctx, locked, {
        stage: 'interview',
        state: scorecard.recommendation === 'hire' ? 'passed' : 'failed',
      });
      return saveVettingScorecard(trx, {
        ...scorecard,
        submissionId: id,
        round: locked.submission.round,
        authorId: ctx.user.id,
      });
    });
    ctx.services.jobs.wake();
    return saved;
  });

/** GET /api/admin/developer-applications/{id}/scorecard: the current round's scorecard (admins only). */
export const scorecard = adminProcedure
  .input(ZIdInput)
  .output(ZScorecard)
  .query(async ({ ctx, input }) => {
    if (!(await vettingSubmissionExists(ctx.db, input.id))) {
      throw new TRPCError({ code: 'NOT_FOUND', message: ADMIN_MESSAGES.applicationNotFound });
    }
    const found = await findVettingScorecard(ctx.db, input.id);
    if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: SCORECARD_MESSAGES.none });
    return found;
  });
