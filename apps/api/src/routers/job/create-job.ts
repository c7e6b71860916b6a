import { findJobById, insertJob, toJob } from '@talanta/db';
import { ZCreateJobInput, ZJob } from '@talanta/schema';
import { clientProcedure } from '../../trpc/procedures';

/** Post a Job: a client publishes an open job (POST /api/jobs, 201). */
export const createJob = clientProcedure
  .input(ZCreateJobInput)
  .output(ZJob)
  .mutation(async ({ ctx, input }) => {
    const id = await insertJob(ctx.db, ctx.user.id, input);
    const job = await findJobById(ctx.db, id);
    if (!job) throw new Error(`job ${id} was not found right after it was posted`);
    return toJob(job);
  });
