import { findJobForMatching, findJobIntroductions } from '@talanta/db';
import {
  INTRODUCTION_LIMITS,
  isStrongMatch,
  SUPER_ADMIN_MESSAGES,
  ZIntroductionCandidate,
  ZJobIdParam,
} from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { rankJobCandidates } from '../../introductions/job-introductions';
import { adminProcedure } from '../../trpc/procedures';

/**
 * GET /api/super-admin/jobs/{jobId}/candidates (issue 40): whom an admin may introduce to a job,
 * best match first, as the client's Suggested Tech Talent ranks them, each with the score, whether
 * it is a strong match, the reasons, and when they were introduced if they were.
 */
export const introductionCandidates = adminProcedure
  .input(ZJobIdParam)
  .output(z.array(ZIntroductionCandidate))
  .query(async ({ ctx, input }) => {
    const job = await findJobForMatching(ctx.db, input.jobId);
    if (!job) throw new TRPCError({ code: 'NOT_FOUND', message: SUPER_ADMIN_MESSAGES.jobNotFound });
    const introduced = new Map(
      (await findJobIntroductions(ctx.db, job.id)).map((row) => [row.developerId, row.introducedAt]),
    );
    const ranked = await rankJobCandidates(ctx.db, job, new Date());
    return ranked.slice(0, INTRODUCTION_LIMITS.candidates).map((match) => ({
      developerId: match.developer.id,
      firstName: match.developer.user.firstName,
      lastName: match.developer.user.lastName,
      title: match.developer.title,
      score: match.score,
      strong: isStrongMatch(match),
      reasons: match.reasons,
      introducedAt: introduced.get(match.developer.id)?.toISOString() ?? null,
    }));
  });
