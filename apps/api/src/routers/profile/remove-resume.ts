import { replaceResumePath } from '@talanta/db';
import { ZResumeResult } from '@talanta/schema';
import { developerProcedure } from '../../trpc/procedures';
import { asDeveloper } from './developer-background';
import { deleteStoredResume } from './resume-storage';

/** DELETE /api/uploads/resume: removes the developer's résumé, row first, then the file. */
export const removeResume = developerProcedure.output(ZResumeResult).mutation(async ({ ctx }) => {
  const replaced = await asDeveloper(ctx.db, ctx.user.id, (trx) => replaceResumePath(trx, ctx.user.id, null));
  if (replaced?.previous) await deleteStoredResume(ctx.services.config.uploadDir, replaced.previous, ctx.log);
  return { resumeUploadedAt: null };
});
