import { removeShortlistDeveloper } from '@talanta/db';
import { SHORTLIST_MESSAGES, ZShortlist, ZShortlistDeveloperRemoveInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { clientProcedure } from '../../trpc/procedures';
import { namedDeveloper } from '../talent/named-developer';
import { lockOwnShortlist, shortlistById } from './shortlist-procedures';

/** DELETE /api/shortlists/:id/developers/:developerId. */
export const removeDeveloper = clientProcedure
  .input(ZShortlistDeveloperRemoveInput)
  .output(ZShortlist)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      await lockOwnShortlist(trx, ctx.user.id, input.id);
      // Any developer on the list may leave it, approved or not any more.
      const developer = await namedDeveloper(trx, ctx, input.developerId, { approved: false });
      if (!developer || !(await removeShortlistDeveloper(trx, input.id, developer.userId)))
        throw new TRPCError({ code: 'NOT_FOUND', message: SHORTLIST_MESSAGES.developerNotFound });
      return shortlistById(trx, ctx.user.id, input.id);
    }),
  );
