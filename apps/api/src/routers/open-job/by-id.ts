import { findPublicOpenJob } from '@talanta/db';
import { JOB_MESSAGES, ZJobIdInput, ZOpenJob } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { publicProcedure } from '../../trpc/procedures';

/**
 * One job of the public job board (/open-jobs/{id}). A closed job, one its client keeps off the
 * board, and a missing one are all not found: the board never says which.
 */
export const byId = publicProcedure
  .input(ZJobIdInput)
  .output(ZOpenJob)
  .query(async ({ ctx, input }) => {
    const job = await findPublicOpenJob(ctx.db, input.id);
    if (!job) throw new TRPCError({ code: 'NOT_FOUND', message: JOB_MESSAGES.openJobNotFound });
    return job;
  });
