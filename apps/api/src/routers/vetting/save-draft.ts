import { ZSaveDraftResult, ZVettingDraft } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { publicProcedure } from '../../trpc/procedures';

/**
 * Keeps the wizard's progress on the server, keyed by an anonymous session cookie (30 days from
 * the last save). Only types and lengths are checked: a draft is allowed to be incomplete.
 */
export const saveDraft = publicProcedure
  .input(ZVettingDraft)
  .output(ZSaveDraftResult)
  .mutation(async ({ ctx, input }) => {
    if (!ctx.draftSession) {
      throw new TRPCError({
        code: 'INTERNAL_SERVER_ERROR',
        message: 'Drafts are kept for web requests only',
      });
    }
    await ctx.draftSession.write(input);
    return { savedAt: new Date().toISOString() };
  });
