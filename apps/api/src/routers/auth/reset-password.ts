import { ERROR_MESSAGES, ZMessageResult, ZResetPasswordInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { hashPassword } from '../../auth/password';
import { deleteUserSessions } from '../../auth/session';
import { publicProcedure } from '../../trpc/procedures';
import { hashResetToken } from './forgot-password';

/** Sets a new password with a reset token, uses the token up and ends every session of the user. */
export const resetPassword = publicProcedure
  .input(ZResetPasswordInput)
  .output(ZMessageResult)
  .mutation(async ({ ctx, input }) => {
    const passwordHash = await hashPassword(input.password);
    const done = await ctx.db.transaction().execute(async (trx) => {
      const token = await trx
        .updateTable('passwordResetTokens')
        .set({ usedAt: new Date() })
        .where('tokenHash', '=', hashResetToken(input.token))
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', new Date())
        .returning('userId')
        .executeTakeFirst();
      if (!token) return false;
      await trx
        .updateTable('users')
        .set({ passwordHash, updatedAt: new Date() })
        .where('id', '=', token.userId)
        .execute();
      await deleteUserSessions(trx, token.userId);
      return true;
    });
    if (!done) throw new TRPCError({ code: 'BAD_REQUEST', message: ERROR_MESSAGES.invalidResetToken });
    ctx.response.clearSessionCookie();
    return { message: 'Your password has been reset. You can now log in.' };
  });
