import { countSavedSearches, insertSavedSearch, lockUser, toSavedSearch } from '@talanta/db';
import { SAVED_LIMITS, SAVED_SEARCH_MESSAGES, ZSavedSearch, ZSavedSearchCreateInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { signedInProcedure } from '../../trpc/procedures';
import { assertKindOfRole } from './saved-search-rules';

/** POST /api/saved-searches (201): developers save job searches, clients talent searches. */
export const create = signedInProcedure
  .input(ZSavedSearchCreateInput)
  .output(ZSavedSearch)
  .mutation(({ ctx, input }) => {
    assertKindOfRole(ctx.user.role, input.kind);
    return ctx.db.transaction().execute(async (trx) => {
      await lockUser(trx, ctx.user.id);
      if ((await countSavedSearches(trx, ctx.user.id)) >= SAVED_LIMITS.savedSearchesPerUser)
        throw new TRPCError({ code: 'CONFLICT', message: SAVED_SEARCH_MESSAGES.tooMany });
      const row = await insertSavedSearch(trx, {
        userId: ctx.user.id,
        kind: input.kind,
        name: input.name,
        query: input.query,
        alert: input.alert,
      });
      return toSavedSearch(row);
    });
  });
