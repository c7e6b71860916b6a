import { recentEmailTokens } from '@talanta/db';
import { ACCOUNT_SECURITY_MESSAGES, ZMessageResult } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { HOUR_MS } from '../../auth/tokens';
import { signedInProcedure } from '../../trpc/procedures';
import { sendVerificationLink } from './email-links';

/** One link a minute and five an hour per account, counted in the database (so across processes). */
export const RESEND_COOLDOWN_MS = 60 * 1000;
export const RESENDS_PER_HOUR = 5;

/** Emails a fresh verification link to the signed-in user's address. */
export const resendVerification = signedInProcedure.output(ZMessageResult).mutation(async ({ ctx }) => {
  if (ctx.user.emailVerified) return { message: ACCOUNT_SECURITY_MESSAGES.alreadyVerified };
  await ctx.db.transaction().execute(async (trx) => {
    const recent = await recentEmailTokens(trx, ctx.user.id, 'verify-email', new Date(Date.now() - HOUR_MS));
    const tooSoon = recent.latest !== null && Date.now() - recent.latest.getTime() < RESEND_COOLDOWN_MS;
    if (tooSoon || recent.count >= RESENDS_PER_HOUR) {
      throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: ACCOUNT_SECURITY_MESSAGES.resendTooSoon });
    }
    await sendVerificationLink(trx, ctx.origin, ctx.user);
  });
  ctx.services.jobs.wake();
  return { message: ACCOUNT_SECURITY_MESSAGES.verificationSent };
});
