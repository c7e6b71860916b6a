import { enqueuePasswordResetRequest } from '@talanta/db';
import { ZForgotPasswordInput, ZMessageResult } from '@talanta/schema';
import { publicProcedure } from '../../trpc/procedures';

export const RESET_REQUESTED_MESSAGE =
  "If an account with that email exists, we've sent you a password reset link.";

/**
 * Queues the request and answers at once; the account lookup, the single-use link (valid for an
 * hour) and its email happen after the answer (auth/password-reset-requests.ts). Both paths run
 * the same statements before answering, so neither the answer nor its timing reveals an account.
 */
export const forgotPassword = publicProcedure
  .input(ZForgotPasswordInput)
  .output(ZMessageResult)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.authRateLimiter.consume(ctx.ip, input.email, 'password-reset-request');
    await enqueuePasswordResetRequest(ctx.db, input.email, ctx.origin);
    ctx.services.jobs.wake();
    return { message: RESET_REQUESTED_MESSAGE };
  });
