import { countUnusedRecoveryCodes, isTwoFactorEnabled } from '@talanta/db';
import { ZTwoFactorStatus } from '@talanta/schema';
import { sessionProcedure } from '../../trpc/procedures';

/**
 * GET /api/auth/2fa: whether two-factor sign-in is on, required, and how many recovery codes are
 * left. Session only, like every two-factor procedure: an API token does not manage it.
 */
export const status = sessionProcedure.output(ZTwoFactorStatus).query(async ({ ctx }) => {
  const enabled = await isTwoFactorEnabled(ctx.db, ctx.user.id);
  return {
    enabled,
    required: ctx.user.role === 'admin' && ctx.services.config.requireAdminTwoFactor,
    recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(ctx.db, ctx.user.id) : 0,
  };
});
