import { answerOffer } from '@talanta/db';
import { ZOffer, ZOfferIdInput } from '@talanta/schema';
import { changeOffer } from './change-offer';
import { offerClientProcedure } from './offer-procedures';

/** The client withdraws a sent offer (PUT /api/offers/{id}/withdraw). */
export const withdraw = offerClientProcedure(ZOfferIdInput)
  .output(ZOffer)
  .mutation(({ ctx, input }) =>
    changeOffer(ctx, input.id, 'withdrawn', (trx, locked) =>
      answerOffer(trx, locked.id, { status: 'withdrawn' }),
    ),
  );
