import { deleteTwoFactor, findUserCredentialsById } from '@talanta/db';
import { TWO_FACTOR_MESSAGES, ZDisableTwoFactorInput, ZMessageResult } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { verifyPassword } from '../../auth/password';
import { checkSecondFactor } from '../../auth/two-factor';
import { sessionProcedure } from '../../trpc/procedures';

/** POST /api/auth/2fa/disable: the password and a code (or a recovery code) turn two-factor sign-in off. */
export const disable = sessionProcedure
  .input(ZDisableTwoFactorInput)
  .output(ZMessageResult)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.authRateLimiter.consume(ctx.ip, `user:${ctx.user.id}`, 'two-factor');
    const credentials = await findUserCredentialsById(ctx.db, ctx.user.id);
    if (!credentials || !(await verifyPassword(credentials.passwordHash, input.password)))
      throw new TRPCError({ code: 'BAD_REQUEST', message: TWO_FACTOR_MESSAGES.wrongPassword });
    await ctx.db.transaction().execute(async (trx) => {
      await checkSecondFactor(trx, ctx.user.id, input.code, { failure: 'BAD_REQUEST' });
      await deleteTwoFactor(trx, ctx.user.id);
    });
    return { message: TWO_FACTOR_MESSAGES.disabled };
  });
