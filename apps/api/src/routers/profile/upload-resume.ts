import { replaceResumePath } from '@talanta/db';
import { RESUME_MESSAGES, ZResumeResult } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { fileReaderInput } from '../../plugins/read-upload';
import { developerProcedure } from '../../trpc/procedures';
import { asDeveloper } from './developer-background';
import { deleteStoredResume, isPdf, storeResume } from './resume-storage';

/**
 * POST /api/uploads/resume: stores the developer's PDF résumé (by its first bytes, whatever its
 * name or declared type) under a random name in the private folder and deletes the one it replaces
 * once the row points at the new file (ADR 0030).
 */
export const uploadResume = developerProcedure
  .input(fileReaderInput(RESUME_MESSAGES.badType))
  .output(ZResumeResult)
  .mutation(async ({ ctx, input }) => {
    const { bytes } = await input.readFile();
    if (!isPdf(bytes)) throw new TRPCError({ code: 'BAD_REQUEST', message: RESUME_MESSAGES.badType });
    const { uploadDir } = ctx.services.config;
    const name = await storeResume(uploadDir, bytes);
    let replaced: Awaited<ReturnType<typeof replaceResumePath>>;
    try {
      replaced = await asDeveloper(ctx.db, ctx.user.id, (trx) => replaceResumePath(trx, ctx.user.id, name));
      if (!replaced) throw new TRPCError({ code: 'NOT_FOUND', message: RESUME_MESSAGES.notFound });
    } catch (error) {
      await deleteStoredResume(uploadDir, name, ctx.log);
      throw error;
    }
    if (replaced.previous && replaced.previous !== name)
      await deleteStoredResume(uploadDir, replaced.previous, ctx.log);
    return { resumeUploadedAt: replaced.uploadedAt?.toISOString() ?? null };
  });
