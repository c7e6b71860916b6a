import { countShortlistDevelopers, upsertShortlistDeveloper } from '@talanta/db';
import { SAVED_LIMITS, SHORTLIST_MESSAGES, ZShortlist, ZShortlistDeveloperInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { clientProcedure } from '../../trpc/procedures';
import { namedDeveloper } from '../talent/named-developer';
import { lockOwnShortlist, shortlistById } from './shortlist-procedures';

/** POST /api/shortlists/:id/developers (201): add an approved developer, or change their note. */
export const addDeveloper = clientProcedure
  .input(ZShortlistDeveloperInput)
  .output(ZShortlist)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      await lockOwnShortlist(trx, ctx.user.id, input.id);
      const developer = await namedDeveloper(trx, ctx, input.developerId, { approved: true });
      if (!developer)
        throw new TRPCError({ code: 'NOT_FOUND', message: SHORTLIST_MESSAGES.developerNotFound });
      const list = await shortlistById(trx, ctx.user.id, input.id);
      const already = list.developers.some((entry) => entry.developer.id === developer.developerId);
      if (!already && (await countShortlistDevelopers(trx, input.id)) >= SAVED_LIMITS.developersPerShortlist)
        throw new TRPCError({ code: 'CONFLICT', message: SHORTLIST_MESSAGES.full });
      await upsertShortlistDeveloper(trx, {
        shortlistId: input.id,
        developerId: developer.userId,
        note: input.note,
      });
      return shortlistById(trx, ctx.user.id, input.id);
    }),
  );
