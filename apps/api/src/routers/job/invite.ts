import { announceChange, createNotification, insertJobInvitation, lockJobForApplication } from '@talanta/db';
import { JOB_INVITATION_MESSAGES, ZJobInvitation, ZJobInvitationInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { namedDeveloper } from '../talent/named-developer';
import { jobOwnerProcedure } from './job-owner-procedure';

/**
 * POST /api/jobs/:id/invitations (201): the job's owner invites an approved developer to apply,
 * once per job and developer; the developer is notified and the job tells them they were invited.
 * A developer who is not approved is as unknown here as in Browse Tech Talent (404).
 */
export const invite = jobOwnerProcedure(ZJobInvitationInput)
  .output(ZJobInvitation)
  .mutation(async ({ ctx, input }) => {
    const { job } = ctx;
    return ctx.db.transaction().execute(async (trx) => {
      // Under the job's share lock, so a close running at the same time cannot slip in between.
      const locked = await lockJobForApplication(trx, job.id);
      if (locked?.status !== 'open')
        throw new TRPCError({ code: 'CONFLICT', message: JOB_INVITATION_MESSAGES.jobClosed });
      const developer = await namedDeveloper(trx, ctx, input.developerId, { approved: true });
      if (!developer)
        throw new TRPCError({ code: 'NOT_FOUND', message: JOB_INVITATION_MESSAGES.developerNotFound });
      const created = await insertJobInvitation(trx, {
        jobId: job.id,
        developerId: developer.userId,
        message: input.message,
      });
      if (!created) throw new TRPCError({ code: 'CONFLICT', message: JOB_INVITATION_MESSAGES.duplicate });
      await announceChange(trx, { userIds: [developer.userId] }, ['job']);
      const from = `${ctx.user.firstName} ${ctx.user.lastName}`;
      await createNotification(trx, {
        userId: developer.userId,
        type: 'other',
        title: 'You were invited to apply',
        message: [`${from} invited you to apply to "${job.title}".`, input.message ?? '']
          .filter(Boolean)
          .join(' '),
        link: `/jobs/${job.id}`,
      });
      return {
        id: created.id,
        jobId: job.id,
        developerId: developer.developerId,
        message: input.message,
        createdAt: created.createdAt.toISOString(),
      };
    });
  });
