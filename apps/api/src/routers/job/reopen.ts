import { announceChange, findJobById, setJobStatus, toJob } from '@talanta/db';
import { ZJob, ZJobIdInput } from '@talanta/schema';
import { jobOwnerProcedure } from './job-owner-procedure';

/** The owner reopens a closed job (closed by mistake, or the hire fell through). */
export const reopen = jobOwnerProcedure(ZJobIdInput)
  .output(ZJob)
  .mutation(async ({ ctx }) => {
    await ctx.db.transaction().execute(async (trx) => {
      await setJobStatus(trx, ctx.job.id, 'open');
      await announceChange(trx, { userIds: [ctx.job.clientId], admins: true }, ['job']);
    });
    const job = await findJobById(ctx.db, ctx.job.id);
    if (!job) throw new Error(`job ${ctx.job.id} disappeared while it was reopened`);
    return toJob(job);
  });
