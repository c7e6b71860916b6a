import { deleteUserSessions } from '@talanta/db';
import { SESSION_MESSAGES, ZMessageResult } from '@talanta/schema';
import { sessionProcedure } from '../../trpc/procedures';

/** DELETE /api/account/sessions: ends every session of the user but this one. */
export const revokeOthers = sessionProcedure.output(ZMessageResult).mutation(async ({ ctx }) => {
  await deleteUserSessions(ctx.db, ctx.user.id, { except: ctx.session?.id });
  return { message: SESSION_MESSAGES.othersRevoked };
});
