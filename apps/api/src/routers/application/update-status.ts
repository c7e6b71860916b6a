import {
  announceChange,
  createNotification,
  findJobApplicationById,
  toJobApplication,
  updateApplicationStatus,
} from '@talanta/db';
import { ZApplicationStatusInput, ZJobApplication } from '@talanta/schema';
import { applicationOwnerProcedure } from './application-owner-procedure';
import { STATUS_UPDATE_TEXTS } from './status-texts';

/**
 * The hiring pipeline: the job's owner moves an application to any of the four statuses (a
 * decision can be revisited, a closed job's pipeline goes on) and the developer is notified in the
 * same transaction. Setting the status it already has changes and notifies nothing.
 */
export const updateStatus = applicationOwnerProcedure(ZApplicationStatusInput)
  .output(ZJobApplication)
  .mutation(async ({ ctx, input }) => {
    const { application } = ctx;
    await ctx.db.transaction().execute(async (trx) => {
      const changed = await updateApplicationStatus(trx, application.id, input.status);
      if (!changed) return;
      const parties = [application.clientId, application.developerId];
      await announceChange(trx, { userIds: parties }, ['application']);
      const texts = STATUS_UPDATE_TEXTS[input.status];
      await createNotification(trx, {
        userId: application.developerId,
        type: 'contract_update',
        title: texts.title,
        message: texts.describe(application.jobTitle),
        link: '/my-applications',
      });
    });
    const updated = await findJobApplicationById(ctx.db, application.id);
    if (!updated) throw new Error(`application ${application.id} disappeared while it was updated`);
    return toJobApplication(updated);
  });
