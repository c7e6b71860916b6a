import { deleteUserSession, findUserSessions } from '@talanta/db';
import { SESSION_MESSAGES, ZMessageResult, ZSessionIdInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { sessionProcedure } from '../../trpc/procedures';
import { publicSessionId } from './public-session-id';

/** DELETE /api/account/sessions/{id}: ends one of the user's sessions; ending the current one logs out. */
export const revoke = sessionProcedure
  .input(ZSessionIdInput)
  .output(ZMessageResult)
  .mutation(async ({ ctx, input }) => {
    const target = (await findUserSessions(ctx.db, ctx.user.id)).find(
      (row) => publicSessionId(row.id) === input.id,
    );
    if (!target || !(await deleteUserSession(ctx.db, ctx.user.id, target.id)))
      throw new TRPCError({ code: 'NOT_FOUND', message: SESSION_MESSAGES.notFound });
    if (target.id === ctx.session?.id) ctx.response.clearSessionCookie();
    return { message: SESSION_MESSAGES.revoked };
  });
