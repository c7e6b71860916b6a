import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { findUserCredentialsByEmail } from '@talanta/db';
import { ZForgotPasswordInput, ZMessageResult } from '@talanta/schema';
import { enqueueEmail } from '../../mail/outbox';
import { publicProcedure } from '../../trpc/procedures';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const RESET_REQUESTED_MESSAGE =
  "If an account with that email exists, we've sent you a password reset link.";

export function hashResetToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/**
 * Issues a single-use reset link valid for an hour and queues the email. The answer is the same
 * whether or not the email has an account.
 */
export const forgotPassword = publicProcedure
  .input(ZForgotPasswordInput)
  .output(ZMessageResult)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.authRateLimiter.consume(ctx.ip, input.email);
    const user = await findUserCredentialsByEmail(ctx.db, input.email);
    if (user) {
      const bytes = new Uint8Array(32);
      crypto.getRandomValues(bytes);
      const token = encodeBase32LowerCaseNoPadding(bytes);
      const link = `${ctx.origin}/reset-password?token=${token}`;
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('passwordResetTokens')
          .values({
            tokenHash: hashResetToken(token),
            userId: user.id,
            expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
          })
          .execute();
        await enqueueEmail(trx, {
          to: user.email,
          subject: 'Reset your Talanta password',
          text: [
            `Hello ${user.firstName},`,
            '',
            'Someone (hopefully you) asked to reset the password of your Talanta account.',
            `Open this link within one hour to choose a new password:`,
            '',
            link,
            '',
            'If you did not ask for this, ignore this email: your password stays as it is.',
          ].join('\n'),
        });
      });
      void ctx.services.mailer.flush();
    }
    return { message: RESET_REQUESTED_MESSAGE };
  });
