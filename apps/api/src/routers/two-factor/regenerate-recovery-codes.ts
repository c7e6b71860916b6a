import { replaceRecoveryCodes } from '@talanta/db';
import { ZRecoveryCodes, ZTwoFactorCodeInput } from '@talanta/schema';
import { checkSecondFactor, newRecoveryCodes } from '../../auth/two-factor';
import { sessionProcedure } from '../../trpc/procedures';

/** POST /api/auth/2fa/recovery-codes: ten new recovery codes for a current code; the old ones stop working. */
export const regenerateRecoveryCodes = sessionProcedure
  .input(ZTwoFactorCodeInput)
  .output(ZRecoveryCodes)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.authRateLimiter.consume(ctx.ip, `user:${ctx.user.id}`, 'two-factor');
    const { codes, hashes } = newRecoveryCodes();
    await ctx.db.transaction().execute(async (trx) => {
      await checkSecondFactor(trx, ctx.user.id, input.code, { failure: 'BAD_REQUEST' });
      await replaceRecoveryCodes(trx, ctx.user.id, hashes);
    });
    return { recoveryCodes: codes };
  });
