import { ZRejectApplicationInput, ZVettingDecision } from '@talanta/schema';
import { adminProcedure } from '../../trpc/procedures';
import { decideVettingSubmission } from './decide';

/**
 * PUT /api/admin/developer-applications/{id}/reject: pending → rejected, approved → rejected, with an
 * optional reason and note that the applicant reads in the email and the notice.
 */
export const reject = adminProcedure
  .input(ZRejectApplicationInput)
  .output(ZVettingDecision)
  .mutation(({ ctx, input }) =>
    decideVettingSubmission(ctx, input.id, 'rejected', { reason: input.reason ?? null, note: input.note }),
  );
