import { announceChange, findJobById, setJobStatus, toJob } from '@talanta/db';
import { ZJob, ZJobIdInput } from '@talanta/schema';
import { jobOwnerProcedure } from './job-owner-procedure';

/**
 * The owner closes a job: it leaves Browse Jobs and refuses new applications, while its pipeline
 * goes on. Closing a closed job changes nothing.
 */
export const close = jobOwnerProcedure(ZJobIdInput)
  .output(ZJob)
  .mutation(async ({ ctx }) => {
    await ctx.db.transaction().execute(async (trx) => {
      await setJobStatus(trx, ctx.job.id, 'closed');
      await announceChange(trx, { userIds: [ctx.job.clientId], admins: true }, ['job']);
    });
    const job = await findJobById(ctx.db, ctx.job.id);
    if (!job) throw new Error(`job ${ctx.job.id} disappeared while it was closed`);
    return toJob(job);
  });
