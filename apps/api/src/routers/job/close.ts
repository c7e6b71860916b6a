import { announceChange, enqueueWebhookEvent, findJobById, setJobStatus, toJob } from '@talanta/db';
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
      const changed = ctx.job.status !== 'closed';
      await setJobStatus(trx, ctx.job.id, 'closed');
      await announceChange(trx, { userIds: [ctx.job.clientId], admins: true }, ['job']);
      if (changed) {
        await enqueueWebhookEvent(trx, {
          type: 'job.closed',
          ownerUserIds: [ctx.job.clientId],
          data: { jobId: ctx.job.id, clientId: ctx.job.clientId },
        });
      }
    });
    ctx.services.jobs.wake();
    const job = await findJobById(ctx.db, ctx.job.id);
    if (!job) throw new Error(`job ${ctx.job.id} disappeared while it was closed`);
    return toJob(job);
  });
