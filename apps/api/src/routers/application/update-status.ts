import {
  announceChange,
  createNotification,
  enqueueWebhookEvent,
  findJobApplicationById,
  toJobApplication,
  updateApplicationStatus,
} from '@talanta/db';
import {
  APPLICATION_MESSAGES,
  describeRejection,
  ZApplicationStatusInput,
  ZJobApplication,
} from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { queueEmail } from '../../mail/queue-email';
import { developerInPayload } from '../talent/named-developer';
import { applicationRejectedEmail } from './application-emails';
import { applicationOwnerProcedure } from './application-owner-procedure';
import { STATUS_UPDATE_TEXTS } from './status-texts';

/**
 * The hiring pipeline: the job's owner moves an application to any of the four statuses (a
 * decision can be revisited, a closed job's pipeline goes on) and the developer is notified in the
 * same transaction; a rejection carries a reason (and maybe a note) to the notification and an
 * email. Setting the status it already has changes and notifies nothing; a withdrawn application
 * is the developer's last word (409).
 */
export const updateStatus = applicationOwnerProcedure(ZApplicationStatusInput)
  .output(ZJobApplication)
  .mutation(async ({ ctx, input }) => {
    const { application } = ctx;
    if (application.status === 'withdrawn')
      throw new TRPCError({ code: 'CONFLICT', message: APPLICATION_MESSAGES.withdrawn });
    const rejection = { reason: input.reason ?? null, note: input.note };
    await ctx.db.transaction().execute(async (trx) => {
      const changed = await updateApplicationStatus(trx, application.id, input.status, rejection);
      if (!changed) return;
      const parties = [application.clientId, application.developerId];
      await announceChange(trx, { userIds: parties }, ['application']);
      await enqueueWebhookEvent(trx, {
        type: 'application.status_changed',
        ownerUserIds: [application.clientId],
        data: {
          applicationId: application.id,
          jobId: application.jobId,
          ...(await developerInPayload(trx, application.developerId)),
          status: input.status,
          previousStatus: application.status,
        },
      });
      const texts = STATUS_UPDATE_TEXTS[input.status];
      const rejected = input.status === 'rejected';
      const why = rejected ? describeRejection(rejection.reason, rejection.note) : '';
      await createNotification(trx, {
        userId: application.developerId,
        type: 'contract_update',
        title: texts.title,
        message: [texts.describe(application.jobTitle), why].filter(Boolean).join(' '),
        link: '/my-applications',
      });
      if (rejected) {
        const applicant = {
          id: application.developerId,
          firstName: application.developerFirstName,
          email: application.developerEmail,
          locale: application.developerLocale,
        };
        await queueEmail(
          trx,
          applicationRejectedEmail(applicant, application.jobTitle, ctx.origin, rejection),
          ctx.origin,
        );
      }
    });
    ctx.services.jobs.wake();
    const updated = await findJobApplicationById(ctx.db, application.id);
    if (!updated) throw new Error(`application ${application.id} disappeared while it was updated`);
    return toJobApplication(updated);
  });
