import {
  countJobApplications,
  findApplicationByDeveloperToJob,
  findJobById,
  findJobInvitation,
  isDeveloperApproved,
  toJob,
} from '@talanta/db';
import { JOB_MESSAGES, ZJobDetail, ZJobIdInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { signedInProcedure } from '../../trpc/procedures';

/** A developer may send one more application after a first one was withdrawn or rejected. */
function mayApplyAgain(latest: { status: string; attempt: number } | undefined): boolean {
  if (!latest) return true;
  return latest.attempt < 2 && (latest.status === 'withdrawn' || latest.status === 'rejected');
}

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
    const [applicationCount, latestApplication, approved, invitation] = await Promise.all([
      countJobApplications(ctx.db, job.id),
      isDeveloper ? findApplicationByDeveloperToJob(ctx.db, job.id, ctx.user.id) : undefined,
      isDeveloper ? isDeveloperApproved(ctx.db, ctx.user.id) : false,
      isDeveloper ? findJobInvitation(ctx.db, job.id, ctx.user.id) : undefined,
    ]);
    return {
      ...toJob(job),
      applicationCount,
      viewerApplication: latestApplication
        ? { id: latestApplication.id, status: latestApplication.status }
        : null,
      canApply: approved && job.status === 'open' && mayApplyAgain(latestApplication),
      invitation: invitation
        ? { message: invitation.message, createdAt: invitation.createdAt.toISOString() }
        : null,
    };
  });
