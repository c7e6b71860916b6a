import { deleteShortlist } from '@talanta/db';
import { ZIdInput, ZMessageResult } from '@talanta/schema';
import { clientProcedure } from '../../trpc/procedures';
import { lockOwnShortlist } from './shortlist-procedures';

/** DELETE /api/shortlists/:id: the list and its notes go; the developers are not told. */
export const remove = clientProcedure
  .input(ZIdInput)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      await lockOwnShortlist(trx, ctx.user.id, input.id);
      await deleteShortlist(trx, input.id);
      return { message: 'Shortlist deleted' };
    }),
  );
