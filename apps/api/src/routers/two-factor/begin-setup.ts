import { isTwoFactorEnabled, savePendingTwoFactorSecret } from '@talanta/db';
import { TWO_FACTOR_MESSAGES, ZTwoFactorSetup } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { describeTotpSecret, newTotpSecret } from '../../auth/two-factor';
import { sessionProcedure } from '../../trpc/procedures';

/**
 * POST /api/auth/2fa/setup: a new pending secret (replacing any earlier unconfirmed one), shown as
 * text, otpauth URI and QR code. Nothing changes at sign-in until confirmSetup checks a code.
 */
export const beginSetup = sessionProcedure.output(ZTwoFactorSetup).mutation(async ({ ctx }) => {
  const secret = newTotpSecret();
  await ctx.db.transaction().execute(async (trx) => {
    if (await isTwoFactorEnabled(trx, ctx.user.id))
      throw new TRPCError({ code: 'CONFLICT', message: TWO_FACTOR_MESSAGES.alreadyEnabled });
    await savePendingTwoFactorSecret(trx, ctx.user.id, secret);
  });
  return describeTotpSecret(secret, ctx.user.email);
});
