import { countSavedJobs, findJobById, findSavedJobs, saveJob, toJob, unsaveJob } from '@talanta/db';
import { SAVED_JOB_MESSAGES, SAVED_LIMITS, ZMessageResult, ZSavedJob, ZSavedJobInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { router } from '../../trpc/init';
import { developerProcedure } from '../../trpc/procedures';

/** Developers' saved jobs (issue 14): a bookmark on any job they can see, open or since closed. */
export const savedJobRouter = router({
  /** GET /api/saved-jobs: newest saved first. */
  list: developerProcedure.output(z.array(ZSavedJob)).query(async ({ ctx }) => {
    const saved = await findSavedJobs(ctx.db, ctx.user.id);
    return saved.map(({ job, savedAt }) => ({ job: toJob(job), savedAt: savedAt.toISOString() }));
  }),

  /** POST /api/saved-jobs/:jobId (201): saving twice keeps the first time. */
  save: developerProcedure
    .input(ZSavedJobInput)
    .output(ZSavedJob)
    .mutation(({ ctx, input }) =>
      ctx.db.transaction().execute(async (trx) => {
        const job = await findJobById(trx, input.jobId);
        if (!job) throw new TRPCError({ code: 'NOT_FOUND', message: SAVED_JOB_MESSAGES.notFound });
        await trx.selectFrom('users').select('id').where('id', '=', ctx.user.id).forUpdate().execute();
        if ((await countSavedJobs(trx, ctx.user.id)) >= SAVED_LIMITS.savedJobsPerDeveloper)
          throw new TRPCError({ code: 'CONFLICT', message: SAVED_JOB_MESSAGES.tooMany });
        const savedAt = await saveJob(trx, ctx.user.id, input.jobId);
        return { job: toJob(job), savedAt: savedAt.toISOString() };
      }),
    ),

  /** DELETE /api/saved-jobs/:jobId. */
  unsave: developerProcedure
    .input(ZSavedJobInput)
    .output(ZMessageResult)
    .mutation(async ({ ctx, input }) => {
      if (!(await unsaveJob(ctx.db, ctx.user.id, input.jobId)))
        throw new TRPCError({ code: 'NOT_FOUND', message: SAVED_JOB_MESSAGES.notFound });
      return { message: 'Job removed from saved jobs' };
    }),
});
