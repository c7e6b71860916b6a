import { removeShortlistDeveloper } from '@talanta/db';
import { SHORTLIST_MESSAGES, ZShortlist, ZShortlistDeveloperRemoveInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { clientProcedure } from '../../trpc/procedures';
import { lockOwnShortlist, shortlistById } from './shortlist-procedures';

/** DELETE /api/shortlists/:id/developers/:developerId. */
export const removeDeveloper = clientProcedure
  .input(ZShortlistDeveloperRemoveInput)
  .output(ZShortlist)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      await lockOwnShortlist(trx, ctx.user.id, input.id);
      if (!(await removeShortlistDeveloper(trx, input.id, input.developerId)))
        throw new TRPCError({ code: 'NOT_FOUND', message: SHORTLIST_MESSAGES.developerNotFound });
      return shortlistById(trx, ctx.user.id, input.id);
    }),
  );
