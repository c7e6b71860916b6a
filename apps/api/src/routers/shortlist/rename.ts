import { findShortlistByName, renameShortlist } from '@talanta/db';
import { ZShortlist, ZShortlistUpdateInput } from '@talanta/schema';
import { clientProcedure } from '../../trpc/procedures';
import { duplicateName, lockOwnShortlist, shortlistById } from './shortlist-procedures';

/** PUT /api/shortlists/:id: rename. */
export const rename = clientProcedure
  .input(ZShortlistUpdateInput)
  .output(ZShortlist)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      await lockOwnShortlist(trx, ctx.user.id, input.id);
      if (await findShortlistByName(trx, ctx.user.id, input.name, input.id)) throw duplicateName();
      await renameShortlist(trx, input.id, input.name);
      return shortlistById(trx, ctx.user.id, input.id);
    }),
  );
