import { replaceRecoveryCodes } from '@talanta/db';
import { ZRecoveryCodes, ZTwoFactorCodeInput } from '@talanta/schema';
import { checkSecondFactor, newRecoveryCodes } from '../../auth/two-factor';
import { sessionProcedure } from '../../trpc/procedures';

/** POST /api/auth/2fa/confirm: a code from the app turns two-factor sign-in on; the recovery codes are shown once. */
export const confirmSetup = sessionProcedure
  .input(ZTwoFactorCodeInput)
  .output(ZRecoveryCodes)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.authRateLimiter.consume(ctx.ip, `user:${ctx.user.id}`, 'two-factor');
    const { codes, hashes } = newRecoveryCodes();
    await ctx.db.transaction().execute(async (trx) => {
      await checkSecondFactor(trx, ctx.user.id, input.code, {
        confirmingSetup: true,
        failure: 'BAD_REQUEST',
      });
      await replaceRecoveryCodes(trx, ctx.user.id, hashes);
    });
    return { recoveryCodes: codes };
  });
