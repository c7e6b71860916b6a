import { deleteUserSessions, isUniqueViolation, toUser, updateUserAccount } from '@talanta/db';
import { ERROR_MESSAGES, ZUpdateUserInput, ZUser } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { signedInProcedure } from '../../trpc/procedures';
import { sendEmailChangedNotice, sendVerificationLink } from './email-links';

/**
 * Account Settings, Basic Information: first name, last name and email. A new email ends the
 * user's other sessions, tells the old address (with a link that undoes the change) and asks the
 * new one to verify, all in one transaction.
 */
export const updateUser = signedInProcedure
  .input(ZUpdateUserInput)
  .output(ZUser)
  .mutation(async ({ ctx, input }) => {
    const updated = await ctx.db
      .transaction()
      .execute(async (trx) => {
        const { user, previousEmail } = await updateUserAccount(trx, ctx.user.id, input);
        if (previousEmail !== null) {
          await deleteUserSessions(trx, user.id, { except: ctx.session?.id });
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
    void ctx.services.mailer.flush();
    return toUser(updated);
  });
