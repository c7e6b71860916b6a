import {
  announceChange,
  enqueueBackgroundJob,
  findAssessmentAttempt,
  findVettingStatusByEmail,
  insertAssessmentAttempt,
  listAssessmentQuestions,
  listVettingQuestionPool,
  lockVettingStages,
  lockVettingSubmission,
  setVettingStage,
} from '@talanta/db';
import {
  VETTING_ASSESSMENT_MESSAGES as M,
  type TAssessmentStart,
  VETTING_ASSESSMENT_LIMITS,
  VETTING_STAGE_MESSAGES,
  ZAssessmentStart,
} from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { developerProcedure } from '../../trpc/procedures';
import { drawAssessment, drawSkills } from './assessment-draw';
import { gradeAssessmentAttempt, VETTING_ASSESSMENT_CLOSE_JOB } from './assessment-grade';

const conflict = (message: string) => new TRPCError({ code: 'CONFLICT', message });

/** The close job runs a minute after the time is over, so a submit sent at the last second goes first. */
const CLOSE_GRACE_MS = 60_000;

/**
 * POST /api/vetting/assessment/start (issue 38): the signed-in applicant's timed test, drawn from
 * the skills they claimed once their application passed screening. Starting again while the
 * attempt is open answers the same attempt (a reload does not burn it); one attempt per round.
 * Starting sets the assessment stage `scheduled` with `scheduledAt` = the attempt's end, and queues
 * the job that ends it if it is never submitted. Only prompts and choices leave the server.
 */
export const assessmentStart = developerProcedure.output(ZAssessmentStart).mutation(async ({ ctx }) => {
  const found = await findVettingStatusByEmail(ctx.db, ctx.user.email);
  if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: VETTING_STAGE_MESSAGES.noApplication });
  const { questions: total, minutes, passPercent } = ctx.services.config.vettingAssessment;
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<TAssessmentStart | 'ended'> => {
    const submission = await lockVettingSubmission(trx, found.id);
    if (submission?.email.toLowerCase() !== ctx.user.email.toLowerCase())
      throw new TRPCError({ code: 'NOT_FOUND', message: VETTING_STAGE_MESSAGES.noApplication });
    if (submission.isApproved !== null) throw conflict(M.decided);
    const existing = await findAssessmentAttempt(trx, submission.id, submission.round);
    if (existing?.submittedAt === null && !existing.expired) {
      return {
        attemptId: existing.id,
        expiresAt: existing.expiresAt.toISOString(),
        questions: await listAssessmentQuestions(trx, existing.id),
      };
    }
    if (existing?.submittedAt === null) {
      // Its time is over and the close job has not run yet: end it now.
      await gradeAssessmentAttempt(trx, {
        attempt: existing,
        submission,
        answers: [],
        passPercent,
        origin: ctx.origin,
      });
      return 'ended';
    }
    if (existing) throw conflict(M.taken);

    const stages = await lockVettingStages(trx, submission.id, submission.round);
    const stageOf = (key: string) => stages.find((stage) => stage.key === key);
    if (stageOf('application')?.state !== 'passed') throw conflict(M.screening);
    const assessment = stageOf('assessment');
    if (assessment?.state === 'skipped') throw conflict(M.stageSkipped);
    if (assessment?.state !== 'pending' && assessment?.state !== 'scheduled') throw conflict(M.stageDone);

    // Extra time granted on request runs the clock half as long again (ADR 0033).
    const allowed = assessment.extraTime ? Math.ceil(minutes * 1.5) : minutes;
    const skills = drawSkills(submission);
    const pool = await listVettingQuestionPool(trx, [...skills.claimed, ...skills.area]);
    const items = drawAssessment(pool, skills, total);
    if (items.length < Math.min(VETTING_ASSESSMENT_LIMITS.minQuestions, total)) throw conflict(M.bankShort);

    const attempt = await insertAssessmentAttempt(trx, {
      submissionId: submission.id,
      round: submission.round,
      minutes: allowed,
      items,
    });
    await setVettingStage(trx, {
      submissionId: submission.id,
      round: submission.round,
      key: 'assessment',
      state: 'scheduled',
      scheduledAt: attempt.expiresAt,
      decidedBy: null,
    });
    await enqueueBackgroundJob(trx, {
      name: VETTING_ASSESSMENT_CLOSE_JOB,
      key: `${VETTING_ASSESSMENT_CLOSE_JOB}:${attempt.id}`,
      payload: { attemptId: attempt.id },
      delayMs: allowed * 60_000 + CLOSE_GRACE_MS,
    });
    await announceChange(trx, { userIds: [ctx.user.id], admins: true }, ['vetting']);
    return {
      attemptId: attempt.id,
      expiresAt: attempt.expiresAt.toISOString(),
      questions: await listAssessmentQuestions(trx, attempt.id),
    };
  });
  ctx.services.jobs.wake();
  if (outcome === 'ended') throw conflict(M.taken);
  return outcome;
});
