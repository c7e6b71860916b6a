import { countShortlists, findShortlistByName, insertShortlist, lockUser } from '@talanta/db';
import { SAVED_LIMITS, SHORTLIST_MESSAGES, ZShortlist, ZShortlistNameInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { clientProcedure } from '../../trpc/procedures';
import { duplicateName, shortlistById } from './shortlist-procedures';

/** POST /api/shortlists (201). */
export const create = clientProcedure
  .input(ZShortlistNameInput)
  .output(ZShortlist)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      // Serialises one client's creates, so the count and the name check hold.
      await lockUser(trx, ctx.user.id);
      if ((await countShortlists(trx, ctx.user.id)) >= SAVED_LIMITS.shortlistsPerClient)
        throw new TRPCError({ code: 'CONFLICT', message: SHORTLIST_MESSAGES.tooMany });
      if (await findShortlistByName(trx, ctx.user.id, input.name)) throw duplicateName();
      const { id } = await insertShortlist(trx, ctx.user.id, input.name);
      return shortlistById(trx, ctx.user.id, id);
    }),
  );
