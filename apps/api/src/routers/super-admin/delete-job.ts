import { announceChange, createNotification, deleteJobById, lockJob, recordAudit } from '@talanta/db';
import { SUPER_ADMIN_MESSAGES, ZJobIdParam, ZMessageOnly } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { lockActingAdmin } from '../../trpc/audit-actor';
import { adminProcedure } from '../../trpc/procedures';

/**
 * DELETE /api/super-admin/jobs/{jobId}: the job and its applications go; each conversation about
 * it joins the two people's job-less one with every message, its sent offers are withdrawn and its
 * contracts stay (deleteJobById). The client who posted it and its applicants are told.
 */
export const deleteJob = adminProcedure
  .input(ZJobIdParam)
  .output(ZMessageOnly)
  .mutation(async ({ ctx, input }) => {
    await ctx.db.transaction().execute(async (trx) => {
      const actor = await lockActingAdmin(trx, ctx.user);
      const job = await lockJob(trx, input.jobId);
      if (!job) throw new TRPCError({ code: 'NOT_FOUND', message: SUPER_ADMIN_MESSAGES.jobNotFound });
      const applicantIds = await deleteJobById(trx, job.id);
      const audience = { userIds: [job.clientId, ...applicantIds], admins: true };
      await announceChange(trx, audience, ['job', 'application']);
      await createNotification(trx, {
        userId: job.clientId,
        type: 'warning',
        title: 'Your job was removed',
        message: `"${job.title}" was removed by a Talanta administrator. Contact us if you have questions.`,
        link: null,
      });
      for (const developerId of applicantIds) {
        await createNotification(trx, {
          userId: developerId,
          type: 'warning',
          title: 'A job you applied to was removed',
          message: `"${job.title}" was removed by a Talanta administrator, so your application to it is closed.`,
          link: '/my-applications',
        });
      }
      await recordAudit(trx, {
        actor,
        action: 'job.delete',
        targetType: 'job',
        targetId: job.id,
        before: {
          title: job.title,
          status: job.status,
          clientId: job.clientId,
          createdAt: job.createdAt.toISOString(),
          applications: applicantIds.length,
        },
        after: null,
      });
    });
    return { message: SUPER_ADMIN_MESSAGES.jobDeleted };
  });
