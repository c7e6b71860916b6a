import { findJobSummary } from '@talanta/db';
import { JOB_MESSAGES } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { clientProcedure } from '../../trpc/procedures';

/**
 * The builder of procedures only the client who posted a job may call. It takes the procedure's
 * whole input schema (so the REST docs see every field) with the job's `id`, loads the job and
 * refuses a missing one (404) or another client's (403); the procedure finds it in `ctx.job`.
 */
export function jobOwnerProcedure<TInput extends z.ZodType<{ id: number }>>(inputSchema: TInput) {
  return clientProcedure.input(inputSchema).use(async ({ ctx, input, next }) => {
    const job = await findJobSummary(ctx.db, (input as { id: number }).id);
    if (!job) throw new TRPCError({ code: 'NOT_FOUND', message: JOB_MESSAGES.notFound });
    if (job.clientId !== ctx.user.id)
      throw new TRPCError({ code: 'FORBIDDEN', message: JOB_MESSAGES.notOwner });
    return next({ ctx: { job } });
  });
}
