import { answerOffer } from '@talanta/db';
import { ZDeclineOfferInput, ZOffer } from '@talanta/schema';
import { changeOffer } from './change-offer';
import { offerDeveloperProcedure } from './offer-procedures';

/** The developer declines a sent offer, with an optional note (PUT /api/offers/{id}/decline). */
export const decline = offerDeveloperProcedure(ZDeclineOfferInput)
  .output(ZOffer)
  .mutation(({ ctx, input }) =>
    changeOffer(ctx, input.id, 'declined', (trx, locked) =>
      answerOffer(trx, locked.id, { status: 'declined', declineNote: input.note }),
    ),
  );
