import {
  findApprovedDeveloperForMatching,
  findJobForMatching,
  lockJob,
  recordAudit,
  toPublicDeveloper,
} from '@talanta/db';
import {
  INTRODUCTION_MESSAGES,
  SUPER_ADMIN_MESSAGES,
  scoreMatch,
  ZIntroduceDeveloperInput,
  ZIntroduceDeveloperResult,
} from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { introduceDevelopers } from '../../introductions/job-introductions';
import { lockActingAdmin } from '../../trpc/audit-actor';
import { adminProcedure } from '../../trpc/procedures';
import { matchDeveloperFacts, matchJobFacts } from '../job/match-facts';

/**
 * POST /api/super-admin/jobs/{jobId}/introductions (issue 40): an admin introduces an approved
 * developer to an open job's client by hand, with the same notification and "Meet your matches"
 * email as the automatic introductions, recorded as theirs. Once per job and developer (409).
 */
export const introduceDeveloper = adminProcedure
  .input(ZIntroduceDeveloperInput)
  .output(ZIntroduceDeveloperResult)
  .mutation(async ({ ctx, input }) => {
    const score = await ctx.db.transaction().execute(async (trx) => {
      const actor = await lockActingAdmin(trx, ctx.user);
      const job = await lockJob(trx, input.jobId);
      const facts = job && (await findJobForMatching(trx, job.id));
      if (!job || !facts)
        throw new TRPCError({ code: 'NOT_FOUND', message: SUPER_ADMIN_MESSAGES.jobNotFound });
      if (job.status !== 'open')
        throw new TRPCError({ code: 'CONFLICT', message: INTRODUCTION_MESSAGES.jobNotOpen });
      const row = await findApprovedDeveloperForMatching(trx, input.developerId);
      if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: INTRODUCTION_MESSAGES.developerNotFound });
      const developer = toPublicDeveloper(row);
      const match = scoreMatch(matchJobFacts(facts), matchDeveloperFacts(developer, row.timeZone), {
        at: new Date(),
        viewer: 'client',
      });
      const introduced = await introduceDevelopers(trx, job, [{ developer, ...match }], {
        introducedById: ctx.user.id,
        origin: ctx.origin,
      });
      if (introduced === 0)
        throw new TRPCError({ code: 'CONFLICT', message: INTRODUCTION_MESSAGES.alreadyIntroduced });
      await recordAudit(trx, {
        actor,
        action: 'job.introduce',
        targetType: 'job',
        targetId: job.id,
        before: null,
        after: { developerId: developer.id, score: match.score },
      });
      return match.score;
    });
    ctx.services.jobs.wake();
    return { message: INTRODUCTION_MESSAGES.introduced, score };
  });
