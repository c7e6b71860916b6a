import { findOfferAccess } from '@talanta/db';
import { OFFER_MESSAGES } from '@talanta/schema';
import { ownerProcedure } from '../../trpc/owner-procedure';

/**
 * Procedures on one offer. Only its two parties see it: anyone else gets the 404 of a missing one
 * (ids reveal nothing). The base builder decides which side acts: the developer answers, the client
 * withdraws.
 */
const ownership = {
  key: 'offer' as const,
  load: (db, id, user) => findOfferAccess(db, id, user.id),
  notFound: OFFER_MESSAGES.notFound,
} satisfies Parameters<typeof ownerProcedure>[1];

export const offerDeveloperProcedure = ownerProcedure('developer', ownership);
export const offerClientProcedure = ownerProcedure('client', ownership);
