import { findJobById, setJobStatus, toJob } from '@talanta/db';
import { ZJob, ZJobIdInput } from '@talanta/schema';
import { jobOwnerProcedure } from './job-owner-procedure';

/**
 * The owner closes a job: it leaves Browse Jobs and refuses new applications, while its pipeline
 * goes on. Closing a closed job changes nothing.
 */
export const closeJob = jobOwnerProcedure(ZJobIdInput)
  .output(ZJob)
  .mutation(async ({ ctx }) => {
    await setJobStatus(ctx.db, ctx.job.id, 'closed');
    const job = await findJobById(ctx.db, ctx.job.id);
    if (!job) throw new Error(`job ${ctx.job.id} disappeared while it was closed`);
    return toJob(job);
  });
