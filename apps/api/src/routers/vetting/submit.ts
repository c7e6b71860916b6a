import { announceChange, insertVettingSubmission, isUniqueViolation } from '@talanta/db';
import { VETTING_MESSAGES, ZVettingSubmissionInput, ZVettingSubmitResult } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { publicProcedure } from '../../trpc/procedures';

/**
 * POST /api/developer/apply: stores the application as pending for the admins' review. One
 * application per email, in any case (409). Attempts count against the sign-in limits per IP and
 * per email, so the public form cannot be used to flood the review queue.
 */
export const submit = publicProcedure
  .input(ZVettingSubmissionInput)
  .output(ZVettingSubmitResult)
  .mutation(async ({ ctx, input }) => {
    await ctx.services.authRateLimiter.consume(ctx.ip, input.email);
    const created = await ctx.db
      .transaction()
      .execute(async (trx) => {
        const stored = await insertVettingSubmission(trx, input);
        await announceChange(trx, { admins: true }, ['vetting']);
        return stored;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) {
          throw new TRPCError({ code: 'CONFLICT', message: VETTING_MESSAGES.alreadyApplied });
        }
        throw error;
      });
    // The application is stored; a draft that cannot be cleared now expires on its own.
    await ctx.draftSession
      ?.clear()
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'could not clear the onboarding draft'));
    return { id: created.id, message: VETTING_MESSAGES.received };
  });
