import {
  announceChange,
  createNotification,
  type Executor,
  enqueueWebhookEvent,
  ensureConversation,
  findApplicationByDeveloperToJob,
  findMyApplicationById,
  findUserById,
  insertApplication,
  lockJobForApplication,
  toMyApplication,
} from '@talanta/db';
import { APPLICATION_MESSAGES, JOB_MESSAGES, ZApplyToJobInput, ZMyApplication } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { queueEmail } from '../../mail/queue-email';
import { approvedDeveloperProcedure } from '../../trpc/procedures';
import { developerInPayload } from '../talent/named-developer';
import { newApplicationEmail } from './application-emails';

/**
 * Which attempt this application is: the first, or the one more allowed after a withdrawal or a
 * rejection (a new row, so the first keeps its history). Anything else is a conflict.
 */
async function nextAttempt(db: Executor, jobId: number, developerId: number): Promise<number> {
  const previous = await findApplicationByDeveloperToJob(db, jobId, developerId);
  if (!previous) return 1;
  if (previous.status !== 'withdrawn' && previous.status !== 'rejected')
    throw new TRPCError({ code: 'CONFLICT', message: APPLICATION_MESSAGES.duplicate });
  if (previous.attempt >= 2)
    throw new TRPCError({ code: 'CONFLICT', message: APPLICATION_MESSAGES.secondAttemptUsed });
  return previous.attempt + 1;
}

/**
 * An approved developer applies to an open job (POST /api/jobs/:id/apply, 201). In one transaction:
 * the application, the client's notification and email, and the conversation the two will message in.
 */
export const applyToJob = approvedDeveloperProcedure
  .input(ZApplyToJobInput)
  .output(ZMyApplication)
  .mutation(async ({ ctx, input }) => {
    const { id: jobId, ...application } = input;
    const applicationId = await ctx.db.transaction().execute(async (trx) => {
      const job = await lockJobForApplication(trx, jobId);
      if (!job) throw new TRPCError({ code: 'NOT_FOUND', message: JOB_MESSAGES.notFound });
      if (job.status !== 'open')
        throw new TRPCError({ code: 'CONFLICT', message: APPLICATION_MESSAGES.jobClosed });
      const attempt = await nextAttempt(trx, jobId, ctx.user.id);
      const id = await insertApplication(trx, { ...application, jobId, developerId: ctx.user.id, attempt });
      if (id === undefined)
        throw new TRPCError({ code: 'CONFLICT', message: APPLICATION_MESSAGES.duplicate });
      // The admins' platform figures count applications too.
      await announceChange(trx, { userIds: [job.clientId, ctx.user.id], admins: true }, ['application']);
      await createNotification(trx, {
        userId: job.clientId,
        type: 'job_application',
        title: 'New application',
        message: `${ctx.user.firstName} ${ctx.user.lastName} applied to "${job.title}".`,
        link: `/jobs/${job.id}`,
      });
      const client = await findUserById(trx, job.clientId);
      if (client) {
        const developerName = `${ctx.user.firstName} ${ctx.user.lastName}`;
        const facts = {
          jobId: job.id,
          jobTitle: job.title,
          developerName,
          proposedRateUsd: application.proposedRate,
        };
        await queueEmail(trx, newApplicationEmail(client, facts, ctx.origin), ctx.origin);
      }
      await ensureConversation(trx, ctx.user.id, job.clientId, job.id);
      await enqueueWebhookEvent(trx, {
        type: 'application.created',
        ownerUserIds: [job.clientId],
        data: {
          applicationId: id,
          jobId: job.id,
          ...(await developerInPayload(trx, ctx.user.id)),
          status: 'pending',
        },
      });
      return id;
    });
    ctx.services.jobs.wake();
    const created = await findMyApplicationById(ctx.db, applicationId);
    if (!created) throw new Error(`application ${applicationId} was not found right after it was sent`);
    return toMyApplication(created);
  });
