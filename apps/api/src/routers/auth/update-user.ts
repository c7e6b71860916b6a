import {
  deleteUserApiTokens,
  deleteUserSessions,
  isUniqueViolation,
  toUser,
  updateUserAccount,
} from '@talanta/db';
import { ACCOUNT_SECURITY_MESSAGES, ERROR_MESSAGES, ZUpdateUserInput, ZUser } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { sessionProcedure } from '../../trpc/procedures';
import { checkCurrentPassword, checkSecondFactorIfOn } from './confirm-identity';
import { sendEmailChangedNotice, sendVerificationLink } from './email-links';

/**
 * Account Settings, Basic Information: first name, last name and email. Session only: an API
 * token must not take over the account by moving its email (issue 35). A new email needs the
 * current password (and the second factor where it is on); it ends the user's other sessions and
 * every API token, tells the old address (with a link that undoes the change) and asks the new
 * one to verify, all in one transaction.
 */
export const updateUser = sessionProcedure
  .input(ZUpdateUserInput)
  .output(ZUser)
  .mutation(async ({ ctx, input }) => {
    const { currentPassword, twoFactorCode, ...account } = input;
    const changesEmail = account.email.toLowerCase() !== ctx.user.email.toLowerCase();
    if (changesEmail) await checkCurrentPassword(ctx, currentPassword);
    const updated = await ctx.db
      .transaction()
      .execute(async (trx) => {
        if (changesEmail) await checkSecondFactorIfOn(trx, ctx.user.id, twoFactorCode);
        const { user, previousEmail } = await updateUserAccount(trx, ctx.user.id, account);
        if (previousEmail !== null) {
          // The email moved since this request's session was read: it was not confirmed above.
          if (!changesEmail)
            throw new TRPCError({ code: 'BAD_REQUEST', message: ACCOUNT_SECURITY_MESSAGES.currentPassword });
          await deleteUserSessions(trx, user.id, { except: ctx.session?.id });
          await deleteUserApiTokens(trx, user.id);
          await sendEmailChangedNotice(trx, ctx.origin, user, previousEmail);
          await sendVerificationLink(trx, ctx.origin, user);
        }
        return user;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error))
          throw new TRPCError({ code: 'CONFLICT', message: ERROR_MESSAGES.emailTaken });
        throw error;
      });
    ctx.services.jobs.wake();
    return toUser(updated);
  });
