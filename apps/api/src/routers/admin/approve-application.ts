import { ZIdInput, ZReviewDecision } from '@talanta/schema';
import { adminProcedure } from '../../trpc/procedures';
import { decideApplication } from './decide-application';

/** PUT /api/admin/developer-applications/{id}/approve: pending → approved (spec 001 §4). */
export const approveApplication = adminProcedure
  .input(ZIdInput)
  .output(ZReviewDecision)
  .mutation(({ ctx, input }) => decideApplication(ctx, input.id, 'approved'));
