import { findEmailPreference, upsertEmailPreference } from '@talanta/db';
import { ZUnsubscribeInput, ZUnsubscribeOutput } from '@talanta/schema';
import { publicProcedure } from '../../trpc/procedures';
import { describeUnsubscribe, readUnsubscribeToken } from './unsubscribe-token-input';

/**
 * POST /api/email/unsubscribe?token=…: turns the token's kind of email off for its user, without
 * signing in (the signed token is the credential). Idempotent. Mail providers call it with the
 * RFC 8058 one-click form body and no Origin; the request guard lets exactly this path take it.
 */
export const unsubscribe = publicProcedure
  .input(ZUnsubscribeInput)
  .output(ZUnsubscribeOutput)
  .mutation(async ({ ctx, input }) => {
    const { userId, kind } = readUnsubscribeToken(input.token);
    await ctx.db.transaction().execute(async (trx) => {
      const current = await findEmailPreference(trx, userId, kind);
      await upsertEmailPreference(trx, userId, { ...current, kind, emailEnabled: false });
    });
    return describeUnsubscribe(ctx, userId, kind);
  });
