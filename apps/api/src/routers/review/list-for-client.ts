import { findClientUser } from '@talanta/db';
import { REVIEW_MESSAGES, ZIdInput, ZReviewList } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { signedInProcedure } from '../../trpc/procedures';
import { visibleReviewList } from './visible-reviews';

/**
 * GET /api/clients/{id}/reviews (the client's user id, as jobs name it): developers' visible
 * reviews of a client, shown beside the client's company on a job. Signed-in users only, as jobs are.
 */
export const listForClient = signedInProcedure
  .input(ZIdInput)
  .output(ZReviewList)
  .query(async ({ ctx, input }) => {
    const client = await findClientUser(ctx.db, input.id);
    if (!client) throw new TRPCError({ code: 'NOT_FOUND', message: REVIEW_MESSAGES.clientNotFound });
    return visibleReviewList(ctx.db, client.id);
  });
