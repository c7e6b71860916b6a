import { deleteTwoFactorChallenge, findTwoFactorChallenge, findUserById, toUser } from '@talanta/db';
import { TWO_FACTOR_MESSAGES, ZTwoFactorCodeInput, ZUser } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { createSession } from '../../auth/session';
import { checkSecondFactor, hashChallengeToken } from '../../auth/two-factor';
import { publicProcedure } from '../../trpc/procedures';
import { bringLocaleToSignIn } from '../auth/account-locale';

const noChallenge = () => new TRPCError({ code: 'UNAUTHORIZED', message: TWO_FACTOR_MESSAGES.noChallenge });

/**
 * POST /api/auth/2fa: the second step of sign-in. The pending cookie from the password step and a
 * TOTP or recovery code make the real session; attempts count per user against the auth limits.
 */
export const completeSignIn = publicProcedure
  .input(ZTwoFactorCodeInput)
  .output(ZUser)
  .mutation(async ({ ctx, input }) => {
    if (!ctx.twoFactorChallengeToken) throw noChallenge();
    const idHash = hashChallengeToken(ctx.twoFactorChallengeToken);
    const challenge = await findTwoFactorChallenge(ctx.db, idHash);
    if (!challenge) {
      ctx.response.clearTwoFactorCookie();
      throw noChallenge();
    }
    const subject = `user:${challenge.userId}`;
    await ctx.services.authRateLimiter.consume(ctx.ip, subject, 'two-factor');
    const session = await ctx.db.transaction().execute(async (trx) => {
      await checkSecondFactor(trx, challenge.userId, input.code, { failure: 'UNAUTHORIZED' });
      if (!(await deleteTwoFactorChallenge(trx, idHash))) throw noChallenge();
      return createSession(trx, challenge.userId, challenge.role, challenge.userAgent ?? ctx.userAgent);
    });
    await ctx.services.authRateLimiter.forget(ctx.ip, subject, 'two-factor');
    ctx.response.clearTwoFactorCookie();
    ctx.response.setSessionCookie(session.token, session.expiresAt);
    const user = await findUserById(ctx.db, challenge.userId);
    if (!user) throw noChallenge();
    return toUser(await bringLocaleToSignIn(ctx, user));
  });
