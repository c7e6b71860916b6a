import { consumeEmailToken, markEmailVerified } from '@talanta/db';
import { ACCOUNT_SECURITY_MESSAGES, ZMessageResult, ZVerifyEmailInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { hashToken } from '../../auth/tokens';
import { publicProcedure } from '../../trpc/procedures';

/**
 * Consumes an emailed verification link. It proves only the address it was sent to, so a link for
 * an address the account no longer has verifies nothing.
 */
export const verifyEmail = publicProcedure
  .input(ZVerifyEmailInput)
  .output(ZMessageResult)
  .mutation(async ({ ctx, input }) => {
    const verified = await ctx.db.transaction().execute(async (trx) => {
      const token = await consumeEmailToken(trx, hashToken(input.token), 'verify-email');
      return token ? markEmailVerified(trx, token.userId, token.email) : false;
    });
    if (!verified) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: ACCOUNT_SECURITY_MESSAGES.invalidVerification });
    }
    return { message: ACCOUNT_SECURITY_MESSAGES.emailVerified };
  });
