import { ZVettingDecision, ZVettingStatusInput } from '@talanta/schema';
import { adminProcedure } from '../../trpc/procedures';
import { decideVettingSubmission } from './decide';

/**
 * PUT /api/admin/developer-applications/{id}/status: the same decisions by target status, so that a
 * move spec 001 §4 does not allow (approved or rejected back to pending one by one, rejected to
 * approved) is answered with a 409 and its reason rather than a missing route.
 */
export const setStatus = adminProcedure
  .input(ZVettingStatusInput)
  .output(ZVettingDecision)
  .mutation(({ ctx, input }) => decideVettingSubmission(ctx, input.id, input.status));
