import { ZIdInput, ZReviewDecision } from '@talanta/schema';
import { adminProcedure } from '../../trpc/procedures';
import { decideApplication } from './decide-application';

/** PUT /api/admin/developer-applications/{id}/reject: pending → rejected, approved → rejected. */
export const rejectApplication = adminProcedure
  .input(ZIdInput)
  .output(ZReviewDecision)
  .mutation(({ ctx, input }) => decideApplication(ctx, input.id, 'rejected'));
