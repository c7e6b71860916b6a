import { deleteSavedSearch, lockSavedSearch } from '@talanta/db';
import { SAVED_SEARCH_MESSAGES, ZIdInput, ZMessageResult } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { signedInProcedure } from '../../trpc/procedures';

/** DELETE /api/saved-searches/:id. */
export const remove = signedInProcedure
  .input(ZIdInput)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const search = await lockSavedSearch(trx, input.id);
      if (!search || search.userId !== ctx.user.id)
        throw new TRPCError({ code: 'NOT_FOUND', message: SAVED_SEARCH_MESSAGES.notFound });
      await deleteSavedSearch(trx, search.id);
      return { message: 'Saved search deleted' };
    }),
  );
