import {
  consumeEmailToken,
  deleteUserApiTokens,
  deleteUserSessions,
  isUniqueViolation,
  restoreUserEmail,
} from '@talanta/db';
import { ACCOUNT_SECURITY_MESSAGES, ZMessageResult, ZUndoEmailChangeInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { hashToken } from '../../auth/tokens';
import { publicProcedure } from '../../trpc/procedures';

/**
 * The link in the "email changed" notice: puts the previous address back (verified: it received
 * the link), and ends every session and API token, since whoever changed it may not be the owner.
 */
export const undoEmailChange = publicProcedure
  .input(ZUndoEmailChangeInput)
  .output(ZMessageResult)
  .mutation(async ({ ctx, input }) => {
    const userId = await ctx.db
      .transaction()
      .execute(async (trx) => {
        const token = await consumeEmailToken(trx, hashToken(input.token), 'undo-email-change');
        if (!token) return null;
        await restoreUserEmail(trx, token.userId, token.email);
        await deleteUserSessions(trx, token.userId);
        await deleteUserApiTokens(trx, token.userId);
        return token.userId;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) {
          throw new TRPCError({ code: 'CONFLICT', message: ACCOUNT_SECURITY_MESSAGES.undoEmailTaken });
        }
        throw error;
      });
    if (userId === null) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: ACCOUNT_SECURITY_MESSAGES.invalidUndo });
    }
    if (ctx.user?.id === userId) ctx.response.clearSessionCookie();
    return { message: ACCOUNT_SECURITY_MESSAGES.emailRestored };
  });
