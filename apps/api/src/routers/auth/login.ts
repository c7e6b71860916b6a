import { findUserCredentialsByEmail, toUser } from '@talanta/db';
import { ERROR_MESSAGES, ZLoginInput, ZUser } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { getDecoyHash, verifyPassword } from '../../auth/password';
import { createSession } from '../../auth/session';
import { publicProcedure } from '../../trpc/procedures';

/** Signs in with email and password; a wrong email and a wrong password look the same. */
export const login = publicProcedure
  .input(ZLoginInput)
  .output(ZUser)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.authRateLimiter.consume(ctx.ip, input.email, 'sign-in');
    const found = await findUserCredentialsByEmail(ctx.db, input.email);
    const matches = await verifyPassword(found?.passwordHash ?? (await getDecoyHash()), input.password);
    if (!found || !matches) {
      throw new TRPCError({ code: 'UNAUTHORIZED', message: ERROR_MESSAGES.invalidCredentials });
    }
    await ctx.services.authRateLimiter.forget(ctx.ip, input.email, 'sign-in');
    const session = await createSession(ctx.db, found.id, found.role);
    ctx.response.setSessionCookie(session.token, session.expiresAt);
    return toUser(found);
  });
