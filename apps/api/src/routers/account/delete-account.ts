import {
  announceChange,
  deleteAccountData,
  findUserCredentialsById,
  lockAdminIds,
  lockUser,
} from '@talanta/db';
import { ACCOUNT_DATA_MESSAGES, ZDeleteAccountInput, ZMessageResult } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { verifyPassword } from '../../auth/password';
import { sessionProcedure } from '../../trpc/procedures';
import { deleteStoredAvatar } from '../profile/avatar-storage';
import { deleteStoredResume } from '../profile/resume-storage';

const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

/**
 * DELETE /api/account `{ password }`: the owner deletes their account (the right to erasure). The
 * password is checked against the sign-in limit like a password change; then one transaction
 * closes the open jobs, keeps the invoices with "Deleted user" behind them, deletes the personal
 * data and ends every session and token (ADR 0387). The last admin stays.
 * Session only: an API token cannot delete the account that issued it.
 */
export const deleteAccount = sessionProcedure
  .input(ZDeleteAccountInput)
  .output(ZMessageResult)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.authRateLimiter.consume(ctx.ip, ctx.user.email);
    const credentials = await findUserCredentialsById(ctx.db, ctx.user.id);
    if (!credentials || !(await verifyPassword(credentials.passwordHash, input.password))) {
      throw badRequest(ACCOUNT_DATA_MESSAGES.wrongPassword);
    }
    const deletion = await ctx.db.transaction().execute(async (trx) => {
      // Every admin row first (the super admin's order), so two admins leaving at once keep one.
      const adminIds = await lockAdminIds(trx);
      const user = await lockUser(trx, ctx.user.id);
      if (!user) throw badRequest(ACCOUNT_DATA_MESSAGES.wrongPassword);
      if (user.role === 'admin' && adminIds.every((id) => id === user.id)) {
        throw badRequest(ACCOUNT_DATA_MESSAGES.lastAdmin);
      }
      const result = await deleteAccountData(trx, user.id, user.email);
      await announceChange(trx, { admins: true }, ['user', 'job']);
      return result;
    });
    if (deletion.previousAvatarUrl) {
      await deleteStoredAvatar(ctx.services.config.uploadDir, deletion.previousAvatarUrl, ctx.log);
    }
    if (deletion.previousResumePath) {
      await deleteStoredResume(ctx.services.config.uploadDir, deletion.previousResumePath, ctx.log);
    }
    ctx.response.clearSessionCookie();
    return { message: ACCOUNT_DATA_MESSAGES.accountDeleted };
  });
