import { findVettingStatusByEmail, listVettingReferences, toMyReference } from '@talanta/db';
import { VETTING_STAGE_MESSAGES, ZMyReferences } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { developerProcedure } from '../../trpc/procedures';

/**
 * GET /api/vetting/references (issue 38): the referees the signed-in applicant named for their
 * submission's current round, with whether each answered; never what they answered. 404 before
 * they have applied.
 */
export const myReferences = developerProcedure.output(ZMyReferences).query(async ({ ctx }) => {
  const submission = await findVettingStatusByEmail(ctx.db, ctx.user.email);
  if (!submission) throw new TRPCError({ code: 'NOT_FOUND', message: VETTING_STAGE_MESSAGES.noApplication });
  const references = await listVettingReferences(ctx.db, submission.id, submission.round);
  const now = new Date();
  return { references: references.map((row) => toMyReference(row, now)) };
});
