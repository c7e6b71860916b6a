import {
  findDeveloperByUserId,
  findJobById,
  findMyApplicationById,
  toJob,
  toMyApplication,
  toPublicDeveloper,
} from '@talanta/db';
import { ZApplicationDetail, ZIdInput } from '@talanta/schema';
import { applicationParticipantProcedure } from './application-participant-procedure';

/**
 * GET /api/applications/:id: the application as its two sides open it (View Details), with the job
 * and the developer's full public profile, approved or not (the client is evaluating this person).
 */
export const byId = applicationParticipantProcedure(ZIdInput)
  .output(ZApplicationDetail)
  .query(async ({ ctx }) => {
    const { application } = ctx;
    const [row, job, developer] = await Promise.all([
      findMyApplicationById(ctx.db, application.id),
      findJobById(ctx.db, application.jobId),
      findDeveloperByUserId(ctx.db, application.developerId),
    ]);
    if (!row || !job || !developer)
      throw new Error(`application ${application.id}, its job or its developer's profile is missing`);
    // The developer's view carries a summary of the job; the full job replaces it.
    return { ...toMyApplication(row), job: toJob(job), developer: toPublicDeveloper(developer) };
  });
