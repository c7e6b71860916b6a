import {
  deleteUserApiTokens,
  deleteUserSessions,
  findUserCredentialsById,
  updatePasswordHash,
} from '@talanta/db';
import { ACCOUNT_SECURITY_MESSAGES, ZChangePasswordInput, ZMessageResult } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { hashPassword, verifyPassword } from '../../auth/password';
import { signedInProcedure } from '../../trpc/procedures';

/**
 * Account Settings: a new password for the current one. Attempts count against the sign-in limit
 * (a stolen session must not become a password oracle); other sessions end, this one stays.
 */
export const changePassword = signedInProcedure
  .input(ZChangePasswordInput)
  .output(ZMessageResult)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.authRateLimiter.consume(ctx.ip, ctx.user.email);
    const credentials = await findUserCredentialsById(ctx.db, ctx.user.id);
    if (!credentials || !(await verifyPassword(credentials.passwordHash, input.currentPassword))) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: ACCOUNT_SECURITY_MESSAGES.wrongCurrentPassword });
    }
    const passwordHash = await hashPassword(input.newPassword);
    await ctx.db.transaction().execute(async (trx) => {
      await updatePasswordHash(trx, ctx.user.id, passwordHash);
      await deleteUserSessions(trx, ctx.user.id, { except: ctx.session?.id });
      await deleteUserApiTokens(trx, ctx.user.id);
    });
    return { message: ACCOUNT_SECURITY_MESSAGES.passwordChanged };
  });
