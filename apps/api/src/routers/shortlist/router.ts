import {
  countShortlistDevelopers,
  countShortlists,
  deleteShortlist,
  findShortlistByName,
  insertShortlist,
  isDeveloperApproved,
  removeShortlistDeveloper,
  renameShortlist,
  upsertShortlistDeveloper,
} from '@talanta/db';
import {
  SAVED_LIMITS,
  SHORTLIST_MESSAGES,
  ZIdInput,
  ZMessageResult,
  ZShortlist,
  ZShortlistDeveloperInput,
  ZShortlistDeveloperRemoveInput,
  ZShortlistNameInput,
  ZShortlistUpdateInput,
} from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { router } from '../../trpc/init';
import { clientProcedure } from '../../trpc/procedures';
import { lockOwnShortlist, shortlistById, shortlistsOf } from './shortlist-procedures';

const duplicateName = () => new TRPCError({ code: 'CONFLICT', message: SHORTLIST_MESSAGES.duplicateName });

/**
 * Clients' shortlists (issue 14): named lists of developers with a private note each. Owner only:
 * every change locks the list and re-checks its owner inside the transaction.
 */
export const shortlistRouter = router({
  /** GET /api/shortlists: the client's lists, newest first, each with its developers. */
  list: clientProcedure.output(z.array(ZShortlist)).query(({ ctx }) => shortlistsOf(ctx.db, ctx.user.id)),

  /** POST /api/shortlists (201). */
  create: clientProcedure
    .input(ZShortlistNameInput)
    .output(ZShortlist)
    .mutation(({ ctx, input }) =>
      ctx.db.transaction().execute(async (trx) => {
        // Serialises one client's creates, so the count and the name check hold.
        await trx.selectFrom('users').select('id').where('id', '=', ctx.user.id).forUpdate().execute();
        if ((await countShortlists(trx, ctx.user.id)) >= SAVED_LIMITS.shortlistsPerClient)
          throw new TRPCError({ code: 'CONFLICT', message: SHORTLIST_MESSAGES.tooMany });
        if (await findShortlistByName(trx, ctx.user.id, input.name)) throw duplicateName();
        const { id } = await insertShortlist(trx, ctx.user.id, input.name);
        return shortlistById(trx, ctx.user.id, id);
      }),
    ),

  /** PUT /api/shortlists/:id: rename. */
  rename: clientProcedure
    .input(ZShortlistUpdateInput)
    .output(ZShortlist)
    .mutation(({ ctx, input }) =>
      ctx.db.transaction().execute(async (trx) => {
        await lockOwnShortlist(trx, ctx.user.id, input.id);
        if (await findShortlistByName(trx, ctx.user.id, input.name, input.id)) throw duplicateName();
        await renameShortlist(trx, input.id, input.name);
        return shortlistById(trx, ctx.user.id, input.id);
      }),
    ),

  /** DELETE /api/shortlists/:id: the list and its notes go; the developers are not told. */
  remove: clientProcedure
    .input(ZIdInput)
    .output(ZMessageResult)
    .mutation(({ ctx, input }) =>
      ctx.db.transaction().execute(async (trx) => {
        await lockOwnShortlist(trx, ctx.user.id, input.id);
        await deleteShortlist(trx, input.id);
        return { message: 'Shortlist deleted' };
      }),
    ),

  /** POST /api/shortlists/:id/developers (201): add an approved developer, or change their note. */
  addDeveloper: clientProcedure
    .input(ZShortlistDeveloperInput)
    .output(ZShortlist)
    .mutation(({ ctx, input }) =>
      ctx.db.transaction().execute(async (trx) => {
        await lockOwnShortlist(trx, ctx.user.id, input.id);
        if (!(await isDeveloperApproved(trx, input.developerId)))
          throw new TRPCError({ code: 'NOT_FOUND', message: SHORTLIST_MESSAGES.developerNotFound });
        const list = await shortlistById(trx, ctx.user.id, input.id);
        const already = list.developers.some((entry) => entry.developer.user.id === input.developerId);
        if (
          !already &&
          (await countShortlistDevelopers(trx, input.id)) >= SAVED_LIMITS.developersPerShortlist
        )
          throw new TRPCError({ code: 'CONFLICT', message: SHORTLIST_MESSAGES.full });
        await upsertShortlistDeveloper(trx, {
          shortlistId: input.id,
          developerId: input.developerId,
          note: input.note,
        });
        return shortlistById(trx, ctx.user.id, input.id);
      }),
    ),

  /** DELETE /api/shortlists/:id/developers/:developerId. */
  removeDeveloper: clientProcedure
    .input(ZShortlistDeveloperRemoveInput)
    .output(ZShortlist)
    .mutation(({ ctx, input }) =>
      ctx.db.transaction().execute(async (trx) => {
        await lockOwnShortlist(trx, ctx.user.id, input.id);
        if (!(await removeShortlistDeveloper(trx, input.id, input.developerId)))
          throw new TRPCError({ code: 'NOT_FOUND', message: SHORTLIST_MESSAGES.developerNotFound });
        return shortlistById(trx, ctx.user.id, input.id);
      }),
    ),
});
