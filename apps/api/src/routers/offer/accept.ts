import { answerOffer, insertContractFromOffer, updateApplicationStatus } from '@talanta/db';
import { ZOffer, ZOfferIdInput } from '@talanta/schema';
import { changeOffer } from './change-offer';
import { offerDeveloperProcedure } from './offer-procedures';

/**
 * The developer accepts a sent offer (PUT /api/offers/{id}/accept): in one transaction the offer is
 * accepted, its contract made and its application (if any) set to accepted.
 */
export const accept = offerDeveloperProcedure(ZOfferIdInput)
  .output(ZOffer)
  .mutation(({ ctx, input }) =>
    changeOffer(ctx, input.id, 'accepted', async (trx, locked) => {
      await answerOffer(trx, locked.id, { status: 'accepted' });
      await insertContractFromOffer(trx, locked);
      if (locked.applicationId !== null) await updateApplicationStatus(trx, locked.applicationId, 'accepted');
    }),
  );
