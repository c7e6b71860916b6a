import {
  announceChange,
  createNotification,
  findMyApplicationById,
  withdrawApplication as markWithdrawn,
  toMyApplication,
} from '@talanta/db';
import { APPLICATION_MESSAGES, ZIdInput, ZMyApplication } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { applicationApplicantProcedure } from './application-applicant-procedure';

/**
 * POST /api/applications/:id/withdraw: the developer takes back a pending or interview application
 * (409 otherwise); the job's client is notified in the same transaction.
 */
export const withdraw = applicationApplicantProcedure(ZIdInput)
  .output(ZMyApplication)
  .mutation(async ({ ctx }) => {
    const { application } = ctx;
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await markWithdrawn(trx, application.id)))
        throw new TRPCError({ code: 'CONFLICT', message: APPLICATION_MESSAGES.notWithdrawable });
      // Before the notice (see announceChange): one lock order for the streams it touches.
      const parties = [application.clientId, application.developerId];
      await announceChange(trx, { userIds: parties }, ['application']);
      await createNotification(trx, {
        userId: application.clientId,
        type: 'job_application',
        title: 'Application withdrawn',
        message: `${application.developerFirstName} ${application.developerLastName} withdrew their application to "${application.jobTitle}".`,
        link: `/jobs/${application.jobId}`,
      });
    });
    const withdrawn = await findMyApplicationById(ctx.db, application.id);
    if (!withdrawn) throw new Error(`application ${application.id} disappeared while it was withdrawn`);
    return toMyApplication(withdrawn);
  });
