import { lockSavedSearch, toSavedSearch, updateSavedSearch } from '@talanta/db';
import { SAVED_SEARCH_MESSAGES, ZSavedSearch, ZSavedSearchUpdateInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { signedInProcedure } from '../../trpc/procedures';
import { parsedQuery } from './saved-search-rules';

/** PUT /api/saved-searches/:id: rename, change the alert or the filters (same kind). */
export const update = signedInProcedure
  .input(ZSavedSearchUpdateInput)
  .output(ZSavedSearch)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const search = await lockSavedSearch(trx, input.id);
      if (!search || search.userId !== ctx.user.id)
        throw new TRPCError({ code: 'NOT_FOUND', message: SAVED_SEARCH_MESSAGES.notFound });
      const row = await updateSavedSearch(trx, search.id, {
        name: input.name ?? search.name,
        alert: input.alert ?? search.alert,
        query: input.query === undefined ? search.query : parsedQuery(search.kind, input.query),
      });
      return toSavedSearch(row);
    }),
  );
