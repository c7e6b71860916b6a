import { findDeveloperForMatching, findJobMatchCandidates, toJob, toPublicDeveloper } from '@talanta/db';
import { scoreMatch, ZJobMatchPage, ZRecommendedJobsInput } from '@talanta/schema';
import { developerProcedure } from '../../trpc/procedures';
import {
  emptyDeveloperFacts,
  matchDeveloperFacts,
  matchJobFacts,
  rankPage,
  scoringOptions,
} from './match-facts';

/**
 * GET /api/jobs/recommended (issue 14): open jobs for the signed-in developer, best match first,
 * each with its score and reasons, leaving out jobs they already applied to. A developer without a
 * profile yet gets the newest open jobs, scored against an empty profile.
 */
export const recommended = developerProcedure
  .input(ZRecommendedJobsInput)
  .output(ZJobMatchPage)
  .query(async ({ ctx, input }) => {
    const row = await findDeveloperForMatching(ctx.db, ctx.user.id);
    const developer = row
      ? matchDeveloperFacts(toPublicDeveloper(row), row.timeZone)
      : emptyDeveloperFacts(ctx.user.timeZone);
    const { limit, offset, ...filters } = input;
    const candidates = await findJobMatchCandidates(ctx.db, ctx.user.id, row?.skillKeys ?? [], filters);
    const options = scoringOptions('developer');
    const { ranked, total } = rankPage(
      candidates,
      (job) => scoreMatch(matchJobFacts(job), developer, options),
      { limit, offset },
    );
    return {
      matches: ranked.map(({ candidate, score, reasons }) => ({ job: toJob(candidate), score, reasons })),
      total,
    };
  });
