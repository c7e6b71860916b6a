import { findDeveloperMatchCandidates, findJobForMatching, toPublicDeveloper } from '@talanta/db';
import { JOB_MESSAGES, scoreMatch, ZDeveloperMatchPage, ZJobMatchesInput } from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { jobOwnerProcedure } from './job-owner-procedure';
import { matchDeveloperFacts, matchJobFacts, rankPage, scoringOptions } from './match-facts';

/**
 * GET /api/jobs/:id/matches (issue 14): approved developers for the job's client, best match first,
 * each with its score and reasons; filtered like talent search and paged over the ranked
 * candidates (see findDeveloperMatchCandidates).
 */
export const matches = jobOwnerProcedure(ZJobMatchesInput)
  .output(ZDeveloperMatchPage)
  .query(async ({ ctx, input }) => {
    const { id, limit, offset, ...filters } = input;
    const job = await findJobForMatching(ctx.db, id);
    if (!job) throw new TRPCError({ code: 'NOT_FOUND', message: JOB_MESSAGES.notFound });
    const candidates = await findDeveloperMatchCandidates(ctx.db, job.skillKeys, filters);
    const jobFacts = matchJobFacts(job);
    const options = scoringOptions('client');
    const { ranked, total } = rankPage(
      candidates.map((row) => ({ developer: toPublicDeveloper(row), timeZone: row.timeZone })),
      ({ developer, timeZone }) => scoreMatch(jobFacts, matchDeveloperFacts(developer, timeZone), options),
      { limit, offset },
    );
    return {
      matches: ranked.map(({ candidate, score, reasons }) => ({
        developer: candidate.developer,
        score,
        reasons,
      })),
      total,
    };
  });
