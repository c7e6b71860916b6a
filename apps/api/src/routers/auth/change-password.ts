import { deleteUserApiTokens, deleteUserSessions, updatePasswordHash } from '@talanta/db';
import { ACCOUNT_SECURITY_MESSAGES, ZChangePasswordInput, ZMessageResult } from '@talanta/schema';
import { hashPassword } from '../../auth/password';
import { sessionProcedure } from '../../trpc/procedures';
import { checkCurrentPassword, checkSecondFactorIfOn } from './confirm-identity';

/**
 * Account Settings: a new password for the current one and, where two-factor sign-in is on, a
 * code. Session only: an API token never changes credentials. Other sessions and every token
 * end, this session stays.
 */
export const changePassword = sessionProcedure
  .input(ZChangePasswordInput)
  .output(ZMessageResult)
  .mutation(async ({ ctx, input }) => {
    await checkCurrentPassword(ctx, input.currentPassword);
    const passwordHash = await hashPassword(input.newPassword);
    await ctx.db.transaction().execute(async (trx) => {
      await checkSecondFactorIfOn(trx, ctx.user.id, input.twoFactorCode);
      await updatePasswordHash(trx, ctx.user.id, passwordHash);
      await deleteUserSessions(trx, ctx.user.id, { except: ctx.session?.id });
      await deleteUserApiTokens(trx, ctx.user.id);
    });
    return { message: ACCOUNT_SECURITY_MESSAGES.passwordChanged };
  });
