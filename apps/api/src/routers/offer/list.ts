import { findUserOffers } from '@talanta/db';
import { ZOffer } from '@talanta/schema';
import { z } from 'zod';
import { signedInProcedure } from '../../trpc/procedures';
import { toOffer } from './to-offer';

/** GET /api/offers: the offers the signed-in user made (client) or received (developer), newest first. */
export const list = signedInProcedure.output(z.array(ZOffer)).query(async ({ ctx }) => {
  const offers = await findUserOffers(ctx.db, ctx.user.id);
  return offers.map((offer) => toOffer(offer, ctx.user.id));
});
