import { deleteSession } from '@talanta/db';
import { ZMessageResult } from '@talanta/schema';
import { publicProcedure } from '../../trpc/procedures';

/** Ends the current session on the server and clears the cookie; harmless when signed out. */
export const logout = publicProcedure.output(ZMessageResult).mutation(async ({ ctx }) => {
  if (ctx.session) await deleteSession(ctx.db, ctx.session.id);
  ctx.response.clearSessionCookie();
  return { message: 'Logged out' };
});
