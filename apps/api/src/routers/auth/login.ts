import {
  findUserCredentialsByEmail,
  insertTwoFactorChallenge,
  isTwoFactorEnabled,
  toUser,
} from '@talanta/db';
import { ERROR_MESSAGES, TWO_FACTOR_LIMITS, ZLoginInput, ZLoginResult } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { getDecoyHash, verifyPassword } from '../../auth/password';
import { createSession } from '../../auth/session';
import { newChallengeToken } from '../../auth/two-factor';
import { publicProcedure } from '../../trpc/procedures';
import { bringLocaleToSignIn } from './account-locale';

/**
 * Signs in with email and password; a wrong email and a wrong password look the same. A user with
 * two-factor sign-in gets no session yet: `{ twoFactorRequired: true }` and a five-minute pending
 * cookie that POST /api/auth/2fa completes with a code.
 */
export const login = publicProcedure
  .input(ZLoginInput)
  .output(ZLoginResult)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.authRateLimiter.consume(ctx.ip, input.email, 'sign-in');
    const found = await findUserCredentialsByEmail(ctx.db, input.email);
    const matches = await verifyPassword(found?.passwordHash ?? (await getDecoyHash()), input.password);
    if (!found || !matches) {
      throw new TRPCError({ code: 'UNAUTHORIZED', message: ERROR_MESSAGES.invalidCredentials });
    }
    await ctx.services.authRateLimiter.forget(ctx.ip, input.email, 'sign-in');
    if (await isTwoFactorEnabled(ctx.db, found.id)) {
      const { token, idHash } = newChallengeToken();
      const expiresAt = new Date(Date.now() + TWO_FACTOR_LIMITS.challengeMinutes * 60_000);
      await insertTwoFactorChallenge(ctx.db, {
        idHash,
        userId: found.id,
        userAgent: ctx.userAgent,
        expiresAt,
      });
      ctx.response.setTwoFactorCookie(token, expiresAt);
      return { twoFactorRequired: true as const };
    }
    const session = await createSession(ctx.db, found.id, found.role, ctx.userAgent);
    ctx.response.setSessionCookie(session.token, session.expiresAt);
    return toUser(await bringLocaleToSignIn(ctx, found));
  });
