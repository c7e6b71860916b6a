import { findContractById, findContractReviews, insertReview, lockContractForReview } from '@talanta/db';
import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  ratingToHalves,
  ZContractReviews,
  ZCreateReviewInput,
} from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { contractPartyProcedure } from '../contract/contract-procedures';
import { notifyOtherParty } from '../offer/party-effects';
import { toContractReviews } from './to-review';

const refuse = (message: string) => new TRPCError({ code: 'CONFLICT', message });

/**
 * POST /api/contracts/{id}/reviews: a party reviews the other once the contract has ended, within
 * 30 days, once. The contract's row lock orders two submissions of one party; the unique key
 * (contract, reviewer) still refuses a second review should anything write around the lock.
 */
export const create = contractPartyProcedure(ZCreateReviewInput)
  .output(ZContractReviews)
  .mutation(async ({ ctx, input }) => {
    const result = await ctx.db.transaction().execute(async (trx) => {
      const locked = await lockContractForReview(trx, input.id);
      if (locked.status !== 'ended') throw refuse(REVIEW_MESSAGES.notEnded);
      if (!locked.windowOpen) throw refuse(REVIEW_MESSAGES.windowClosed);
      const revieweeId = locked.clientId === ctx.user.id ? locked.developerId : locked.clientId;
      const reviewId = await insertReview(trx, {
        contractId: locked.id,
        reviewerId: ctx.user.id,
        revieweeId,
        ratingHalves: ratingToHalves(input.rating),
        comment: input.comment,
        quoteConsent: input.quoteConsent,
      });
      if (reviewId === undefined) throw refuse(REVIEW_MESSAGES.alreadyReviewed);
      const contract = await findContractById(trx, locked.id);
      if (!contract) throw new Error(`contract ${locked.id} vanished inside its own transaction`);
      // The rating stays out of the notice and the mail: the review shows only when both are in.
      await notifyOtherParty(trx, {
        record: contract,
        actorId: ctx.user.id,
        link: '/contracts',
        origin: ctx.origin,
        describe: (t, actor) => ({
          title: t('New review'),
          message: contract.jobTitle
            ? t('{actor} reviewed your contract for "{jobTitle}".', { actor, jobTitle: contract.jobTitle })
            : t('{actor} reviewed your contract.', { actor }),
          details: [
            t(
              "You'll see their review once you have reviewed them too, or {days} days after the contract ended.",
              { days: REVIEW_LIMITS.windowDays },
            ),
          ],
        }),
      });
      return toContractReviews(await findContractReviews(trx, locked.id), contract, ctx.user.id);
    });
    ctx.services.jobs.wake();
    return result;
  });
