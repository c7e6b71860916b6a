import { countSavedJobs, findJobById, lockUser, saveJob, toJob } from '@talanta/db';
import { SAVED_JOB_MESSAGES, SAVED_LIMITS, ZSavedJob, ZSavedJobInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { developerProcedure } from '../../trpc/procedures';

/** POST /api/saved-jobs/:jobId (201): saving twice keeps the first time. */
export const save = developerProcedure
  .input(ZSavedJobInput)
  .output(ZSavedJob)
  .mutation(({ ctx, input }) =>
    ctx.db.transaction().execute(async (trx) => {
      const job = await findJobById(trx, input.jobId);
      if (!job) throw new TRPCError({ code: 'NOT_FOUND', message: SAVED_JOB_MESSAGES.notFound });
      await lockUser(trx, ctx.user.id);
      if ((await countSavedJobs(trx, ctx.user.id)) >= SAVED_LIMITS.savedJobsPerDeveloper)
        throw new TRPCError({ code: 'CONFLICT', message: SAVED_JOB_MESSAGES.tooMany });
      const savedAt = await saveJob(trx, ctx.user.id, input.jobId);
      return { job: toJob(job), savedAt: savedAt.toISOString() };
    }),
  );
