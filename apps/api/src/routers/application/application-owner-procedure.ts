import { findApplicationAccess } from '@talanta/db';
import { APPLICATION_MESSAGES, JOB_MESSAGES } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { clientProcedure } from '../../trpc/procedures';

/**
 * The builder of procedures on one application (input `id`) that only the client who posted its
 * job may call: a missing application is 404, someone else's pipeline 403. The procedure finds
 * the application, with its job's title and owner, in `ctx.application`.
 */
export function applicationOwnerProcedure<TInput extends z.ZodType<{ id: number }>>(inputSchema: TInput) {
  return clientProcedure.input(inputSchema).use(async ({ ctx, input, next }) => {
    const application = await findApplicationAccess(ctx.db, (input as { id: number }).id);
    if (!application) throw new TRPCError({ code: 'NOT_FOUND', message: APPLICATION_MESSAGES.notFound });
    if (application.clientId !== ctx.user.id) {
      throw new TRPCError({ code: 'FORBIDDEN', message: JOB_MESSAGES.notOwner });
    }
    return next({ ctx: { application } });
  });
}
