import { findDeveloperById } from '@talanta/db';
import { TALENT_MESSAGES, ZIdInput, ZReviewList } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { publicProcedure } from '../../trpc/procedures';
import { visibleReviewList } from './visible-reviews';

/**
 * GET /api/developers/{id}/reviews (the developer profile id, as on the profile page): clients'
 * visible reviews of an approved developer. Public like the profile; anyone else's is not found.
 */
export const listForDeveloper = publicProcedure
  .input(ZIdInput)
  .output(ZReviewList)
  .query(async ({ ctx, input }) => {
    const developer = await findDeveloperById(ctx.db, input.id);
    if (!developer?.isApproved) throw new TRPCError({ code: 'NOT_FOUND', message: TALENT_MESSAGES.notFound });
    return visibleReviewList(ctx.db, developer.userId);
  });
