import { retryFailingEmail } from '@talanta/db';
import { EMAIL_MESSAGES, ZRetryEmailInput, ZRetryEmailResult } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { adminProcedure } from '../../trpc/procedures';
import { toFailedEmail } from './failed-email';

/**
 * POST /api/admin/emails/:id/retry: a failing email is due again at once with a fresh set of
 * attempts (its send job queued again), and this process's job runner is woken to send it. 404 for an id that names no unsent
 * email with an error (a sent one is never sent twice).
 */
export const retry = adminProcedure
  .input(ZRetryEmailInput)
  .output(ZRetryEmailResult)
  .mutation(async ({ ctx, input }) => {
    const row = await ctx.db.transaction().execute((trx) => retryFailingEmail(trx, input.id));
    if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: EMAIL_MESSAGES.notFailing });
    ctx.services.jobs.wake();
    return { message: EMAIL_MESSAGES.retryQueued, email: toFailedEmail(row) };
  });
