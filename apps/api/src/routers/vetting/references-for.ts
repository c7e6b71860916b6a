import { listAllVettingReferences, toReferenceReview, vettingSubmissionExists } from '@talanta/db';
import { ADMIN_MESSAGES, ZReferencesForInput, ZReferencesReview } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { adminProcedure } from '../../trpc/procedures';

/**
 * GET /api/admin/developer-applications/{id}/references (issue 38): every round's referees of a
 * submission with their answers, newest round first; admins only. 404 for an unknown submission.
 */
export const referencesFor = adminProcedure
  .input(ZReferencesForInput)
  .output(ZReferencesReview)
  .query(async ({ ctx, input }) => {
    if (!(await vettingSubmissionExists(ctx.db, input.id)))
      throw new TRPCError({ code: 'NOT_FOUND', message: ADMIN_MESSAGES.applicationNotFound });
    const references = await listAllVettingReferences(ctx.db, input.id);
    const now = new Date();
    return { references: references.map((row) => toReferenceReview(row, now)) };
  });
