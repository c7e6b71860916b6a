import { findJobSummary } from '@talanta/db';
import { JOB_MESSAGES } from '@talanta/schema';
import { ownerProcedure } from '../../trpc/owner-procedure';

/** Procedures only the client who posted a job may call; the job is in `ctx.job`. */
export const jobOwnerProcedure = ownerProcedure('client', {
  key: 'job',
  load: (db, id) => findJobSummary(db, id),
  notFound: JOB_MESSAGES.notFound,
  owner: { userId: (job) => job.clientId, message: JOB_MESSAGES.notOwner },
});
