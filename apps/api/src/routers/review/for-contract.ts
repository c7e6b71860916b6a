import { findContractById, findContractReviews } from '@talanta/db';
import { CONTRACT_MESSAGES, ZContractIdInput, ZContractReviews } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { contractPartyProcedure } from '../contract/contract-procedures';
import { toContractReviews } from './to-review';

/** GET /api/contracts/{id}/reviews: the viewer's review, theirs once visible, and the dates. */
export const forContract = contractPartyProcedure(ZContractIdInput)
  .output(ZContractReviews)
  .query(async ({ ctx, input }) => {
    const [contract, reviews] = await Promise.all([
      findContractById(ctx.db, input.id),
      findContractReviews(ctx.db, input.id),
    ]);
    if (!contract) throw new TRPCError({ code: 'NOT_FOUND', message: CONTRACT_MESSAGES.notFound });
    return toContractReviews(reviews, contract, ctx.user.id);
  });
