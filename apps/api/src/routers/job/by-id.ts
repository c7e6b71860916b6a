import {
  countJobApplications,
  findApplicationByDeveloperToJob,
  findJobById,
  isDeveloperApproved,
  toJob,
} from '@talanta/db';
import { JOB_MESSAGES, ZJobDetail, ZJobIdInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { signedInProcedure } from '../../trpc/procedures';

/**
 * Job Details for any signed-in user, open or closed, with what the page needs to choose between
 * the apply form, the developer's own application and the client's pipeline.
 */
export const byId = signedInProcedure
  .input(ZJobIdInput)
  .output(ZJobDetail)
  .query(async ({ ctx, input }) => {
    const job = await findJobById(ctx.db, input.id);
    if (!job) throw new TRPCError({ code: 'NOT_FOUND', message: JOB_MESSAGES.notFound });
    const isDeveloper = ctx.user.role === 'developer';
    const [applicationCount, viewerApplication, approved] = await Promise.all([
      countJobApplications(ctx.db, job.id),
      isDeveloper ? findApplicationByDeveloperToJob(ctx.db, job.id, ctx.user.id) : undefined,
      isDeveloper ? isDeveloperApproved(ctx.db, ctx.user.id) : false,
    ]);
    return {
      ...toJob(job),
      applicationCount,
      viewerApplication: viewerApplication ?? null,
      canApply: approved && job.status === 'open' && !viewerApplication,
    };
  });
