import {
  announceChange,
  enqueueBackgroundJob,
  enqueueWebhookEvent,
  findJobById,
  insertJob,
  toJob,
} from '@talanta/db';
import { ZCreateJobInput, ZJob } from '@talanta/schema';
import { JOB_INTRODUCTION_JOB } from '../../introductions/job-introductions';
import { clientProcedure } from '../../trpc/procedures';

/** Post a Job: a client publishes an open job (POST /api/jobs, 201). */
export const create = clientProcedure
  .input(ZCreateJobInput)
  .output(ZJob)
  .mutation(async ({ ctx, input }) => {
    const id = await ctx.db.transaction().execute(async (trx) => {
      const created = await insertJob(trx, ctx.user.id, input);
      await enqueueWebhookEvent(trx, {
        type: 'job.created',
        ownerUserIds: [ctx.user.id],
        data: { jobId: created, clientId: ctx.user.id, title: input.title },
      });
      // Its strongest matches are introduced to the client within minutes (issue 40).
      await enqueueBackgroundJob(trx, {
        name: JOB_INTRODUCTION_JOB,
        payload: { jobId: created },
        key: `${JOB_INTRODUCTION_JOB}:${created}`,
      });
      // The owner's other tabs and the admins' job lists and figures. Last: it holds their event
      // streams' rows until the commit, and a client's jobs posted at once queue on that lock.
      await announceChange(trx, { userIds: [ctx.user.id], admins: true }, ['job']);
      return created;
    });
    // Its webhook deliveries, introductions and saved-search check (queued by a trigger) were queued with it.
    ctx.services.jobs.wake();
    const job = await findJobById(ctx.db, id);
    if (!job) throw new Error(`job ${id} was not found right after it was posted`);
    return toJob(job);
  });
