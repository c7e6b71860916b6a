import { ZIdInput, ZVettingDecision } from '@talanta/schema';
import { adminProcedure } from '../../trpc/procedures';
import { decideVettingSubmission } from './decide';

/** PUT /api/admin/developer-applications/{id}/approve: pending → approved (spec 001 §4). */
export const approve = adminProcedure
  .input(ZIdInput)
  .output(ZVettingDecision)
  .mutation(({ ctx, input }) => decideVettingSubmission(ctx, input.id, 'approved'));
