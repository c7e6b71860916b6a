import { ZIdInput, ZVettingDecision } from '@talanta/schema';
import { adminProcedure } from '../../trpc/procedures';
import { decideVettingSubmission } from './decide';

/** PUT /api/admin/developer-applications/{id}/reject: pending → rejected, approved → rejected. */
export const reject = adminProcedure
  .input(ZIdInput)
  .output(ZVettingDecision)
  .mutation(({ ctx, input }) => decideVettingSubmission(ctx, input.id, 'rejected'));
