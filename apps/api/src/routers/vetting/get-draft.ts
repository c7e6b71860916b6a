import { ZVettingDraft } from '@talanta/schema';
import { publicProcedure } from '../../trpc/procedures';

/** The wizard's saved progress in this browser (step and data), or null. */
export const getDraft = publicProcedure
  .output(ZVettingDraft.nullable())
  .query(({ ctx }) => ctx.draftSession?.read() ?? null);
