import { countUserApiTokens, isTwoFactorEnabled, lockUser } from '@talanta/db';
import {
  API_TOKEN_LIMITS,
  API_TOKEN_MESSAGES,
  ERROR_MESSAGES,
  TWO_FACTOR_MESSAGES,
  ZCreateApiTokenInput,
  ZCreatedApiToken,
} from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { createApiToken } from '../../auth/api-token';
import { sessionProcedure } from '../../trpc/procedures';
import { toApiToken } from './to-api-token';

/**
 * POST /api/tokens: a personal access token for the signed-in user, answered with the token
 * itself this once; admins need two-factor sign-in on. The user's row is locked so two requests cannot pass the per-user cap together.
 */
export const create = sessionProcedure
  .input(ZCreateApiTokenInput)
  .output(ZCreatedApiToken)
  .mutation(async ({ ctx, input }) => {
    const { row, token } = await ctx.db.transaction().execute(async (trx) => {
      if (!(await lockUser(trx, ctx.user.id)))
        throw new TRPCError({ code: 'UNAUTHORIZED', message: ERROR_MESSAGES.notSignedIn });
      // A token skips the second step of sign-in, so an admin's needs that step turned on first.
      if (ctx.user.role === 'admin' && !(await isTwoFactorEnabled(trx, ctx.user.id)))
        throw new TRPCError({ code: 'FORBIDDEN', message: TWO_FACTOR_MESSAGES.requiredForAdminTokens });
      if ((await countUserApiTokens(trx, ctx.user.id)) >= API_TOKEN_LIMITS.perUser)
        throw new TRPCError({ code: 'CONFLICT', message: API_TOKEN_MESSAGES.tooMany });
      return createApiToken(trx, { userId: ctx.user.id, ...input });
    });
    return { ...toApiToken(row), token };
  });
