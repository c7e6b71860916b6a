import { answerOffer, insertContractFromOffer, updateApplicationStatus } from '@talanta/db';
import { ZOffer, ZOfferIdInput } from '@talanta/schema';
import { closeApplicationInterviews } from '../interview/close-on-hire';
import { changeOffer } from './change-offer';

/** The cancel reason of the interviews an accepted offer closes. */
const HIRED_INTERVIEW_REASON = 'The developer accepted an offer for this job';

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
      await closeApplicationInterviews(trx, {
        applicationId: locked.applicationId,
        actorId: ctx.user.id,
        reason: HIRED_INTERVIEW_REASON,
        origin: ctx.origin,
      });
    }),
  );
