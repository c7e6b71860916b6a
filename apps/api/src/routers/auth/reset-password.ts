import {
  deleteUserApiTokens,
  deleteUserSessions,
  findUsableResetTokenUserId,
  resetPasswordWithToken,
} from '@talanta/db';
import { ERROR_MESSAGES, ZMessageResult, ZResetPasswordInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { hashPassword } from '../../auth/password';
import { hashToken } from '../../auth/tokens';
import { publicProcedure } from '../../trpc/procedures';

const invalidToken = () => new TRPCError({ code: 'BAD_REQUEST', message: ERROR_MESSAGES.invalidResetToken });

/**
 * Sets a new password with a reset token. The token is checked (one indexed lookup) before the
 * costly hashing, and attempts are limited per IP and per token. Using a link ends every other
 * outstanding link of that user, every session and every API token.
 */
export const resetPassword = publicProcedure
  .input(ZResetPasswordInput)
  .output(ZMessageResult)
  .mutation(async ({ ctx, input }) => {
    const tokenHash = hashToken(input.token);
    await ctx.services.authRateLimiter.consume(ctx.ip, tokenHash, 'password-reset');
    if ((await findUsableResetTokenUserId(ctx.db, tokenHash)) === undefined) throw invalidToken();
    const passwordHash = await hashPassword(input.password);
    const userId = await ctx.db.transaction().execute(async (trx) => {
      const resetUserId = await resetPasswordWithToken(trx, tokenHash, passwordHash);
      if (resetUserId !== undefined) {
        await deleteUserSessions(trx, resetUserId);
        await deleteUserApiTokens(trx, resetUserId);
      }
      return resetUserId;
    });
    if (userId === undefined) throw invalidToken();
    ctx.response.clearSessionCookie();
    return { message: 'Your password has been reset. You can now log in.' };
  });
