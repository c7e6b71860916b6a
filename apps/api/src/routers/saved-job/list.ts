import { findSavedJobs, toJob } from '@talanta/db';
import { ZSavedJob } from '@talanta/schema';
import { z } from 'zod';
import { developerProcedure } from '../../trpc/procedures';

/** GET /api/saved-jobs: newest saved first. */
export const list = developerProcedure.output(z.array(ZSavedJob)).query(async ({ ctx }) => {
  const saved = await findSavedJobs(ctx.db, ctx.user.id);
  return saved.map(({ job, savedAt }) => ({ job: toJob(job), savedAt: savedAt.toISOString() }));
});
