import { unsaveJob } from '@talanta/db';
import { SAVED_JOB_MESSAGES, ZMessageResult, ZSavedJobInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { developerProcedure } from '../../trpc/procedures';

/** DELETE /api/saved-jobs/:jobId. */
export const unsave = developerProcedure
  .input(ZSavedJobInput)
  .output(ZMessageResult)
  .mutation(async ({ ctx, input }) => {
    if (!(await unsaveJob(ctx.db, ctx.user.id, input.jobId)))
      throw new TRPCError({ code: 'NOT_FOUND', message: SAVED_JOB_MESSAGES.notFound });
    return { message: 'Job removed from saved jobs' };
  });
