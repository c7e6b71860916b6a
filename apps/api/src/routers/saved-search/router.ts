import {
  countSavedSearches,
  deleteSavedSearch,
  findSavedSearches,
  insertSavedSearch,
  lockSavedSearch,
  toSavedSearch,
  updateSavedSearch,
} from '@talanta/db';
import {
  parseSavedSearchQuery,
  SAVED_LIMITS,
  SAVED_SEARCH_MESSAGES,
  type TSavedSearchKind,
  type TUserRole,
  ZIdInput,
  ZMessageResult,
  ZSavedSearch,
  ZSavedSearchCreateInput,
  ZSavedSearchUpdateInput,
} from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { router } from '../../trpc/init';
import { signedInProcedure } from '../../trpc/procedures';

/** Developers search jobs and clients search talent; admins have neither list to save. */
const KIND_OF_ROLE: Partial<Record<TUserRole, TSavedSearchKind>> = {
  developer: 'jobs',
  client: 'developers',
};

function assertKindOfRole(role: TUserRole, kind: TSavedSearchKind) {
  if (KIND_OF_ROLE[role] !== kind)
    throw new TRPCError({ code: 'FORBIDDEN', message: SAVED_SEARCH_MESSAGES.wrongKind[kind] });
}

/** Filters sent to an update, parsed by the search's kind; the first problem is the 400's message. */
function parsedQuery(kind: TSavedSearchKind, query: unknown): Record<string, unknown> {
  const parsed = parseSavedSearchQuery(kind, query);
  if (!parsed.success)
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: parsed.error.issues[0]?.message ?? 'Invalid filters',
    });
  return parsed.data;
}

/**
 * Saved searches with alerts (issue 14): "instant" notifies in the app when a new job (or newly
 * approved developer) matches, "daily" sends one digest email a day; each item alerts a search once.
 */
export const savedSearchRouter = router({
  /** GET /api/saved-searches: the user's, newest first. */
  list: signedInProcedure.output(z.array(ZSavedSearch)).query(async ({ ctx }) => {
    const rows = await findSavedSearches(ctx.db, ctx.user.id);
    return rows.map(toSavedSearch);
  }),

  /** POST /api/saved-searches (201): developers save job searches, clients talent searches. */
  create: signedInProcedure
    .input(ZSavedSearchCreateInput)
    .output(ZSavedSearch)
    .mutation(({ ctx, input }) => {
      assertKindOfRole(ctx.user.role, input.kind);
      return ctx.db.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('id').where('id', '=', ctx.user.id).forUpdate().execute();
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
    }),

  /** PUT /api/saved-searches/:id: rename, change the alert or the filters (same kind). */
  update: signedInProcedure
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
    ),

  /** DELETE /api/saved-searches/:id. */
  remove: signedInProcedure
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
    ),
});
