import { findSavedSearches, toSavedSearch } from '@talanta/db';
import { ZSavedSearch } from '@talanta/schema';
import { z } from 'zod';
import { signedInProcedure } from '../../trpc/procedures';

/** GET /api/saved-searches: the user's, newest first. */
export const list = signedInProcedure.output(z.array(ZSavedSearch)).query(async ({ ctx }) => {
  const rows = await findSavedSearches(ctx.db, ctx.user.id);
  return rows.map(toSavedSearch);
});
