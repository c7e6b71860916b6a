import {
  type Database,
  type Executor,
  findAssessmentAttemptSubmissionId,
  type Kysely,
  listAssessmentItems,
  listExpiredAssessmentAttempts,
  lockAssessmentAttempt,
  lockVettingStages,
  lockVettingSubmission,
  recordAssessmentGrade,
  setVettingStage,
  type VettingSubmissionRecord,
} from '@talanta/db';
import type { TAssessmentResult } from '@talanta/schema';
import { announceStageChange } from './stage-notice';

/**
 * Grades an attempt on the server from its snapshot (an unanswered question is wrong), records the
 * answers and the score, and, while the submission is undecided and in the attempt's round, sets
 * the assessment stage passed or failed with the score, tells the live views and emails the
 * applicant. Runs in the caller's transaction, which holds the submission's and the attempt's locks.
 */
export async function gradeAssessmentAttempt(
  trx: Executor,
  options: {
    attempt: { id: number; round: number };
    submission: VettingSubmissionRecord;
    answers: ReadonlyArray<{ questionId: number; choiceIndex: number }>;
    passPercent: number;
    origin: string;
  },
): Promise<TAssessmentResult> {
  const { attempt, submission, answers } = options;
  const items = await listAssessmentItems(trx, attempt.id);
  const chosen = new Map(answers.map((answer) => [answer.questionId, answer.choiceIndex]));
  const right = items.filter((item) => chosen.get(item.questionId) === item.correctIndex).length;
  const score = items.length === 0 ? 0 : Math.round((100 * right) / items.length);
  const passed = score >= options.passPercent;
  await recordAssessmentGrade(trx, attempt.id, { answers, score, passed });

  if (submission.isApproved !== null || submission.round !== attempt.round) return { score, passed };
  const stages = await lockVettingStages(trx, submission.id, submission.round);
  const stage = stages.find((candidate) => candidate.key === 'assessment');
  if (stage?.state !== 'pending' && stage?.state !== 'scheduled') return { score, passed };
  const state = passed ? 'passed' : 'failed';
  await setVettingStage(trx, {
    submissionId: submission.id,
    round: submission.round,
    key: 'assessment',
    state,
    score,
    decidedBy: null,
  });
  await announceStageChange(trx, submission, { stage: 'assessment', state, moved: true }, options.origin);
  return { score, passed };
}

/**
 * Ends one attempt whose time is over and was never submitted: graded on no answers (score 0),
 * so the stage fails. Answers whether it ended one. Locks the submission, then the attempt, as
 * starting and submitting do.
 */
export async function closeExpiredAssessmentAttempt(
  db: Kysely<Database>,
  attemptId: number,
  options: { passPercent: number; origin: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const submissionId = await findAssessmentAttemptSubmissionId(trx, attemptId);
    if (submissionId === null) return false;
    const submission = await lockVettingSubmission(trx, submissionId);
    const attempt = await lockAssessmentAttempt(trx, attemptId);
    if (!submission || !attempt || attempt.submittedAt !== null || !attempt.expired) return false;
    await gradeAssessmentAttempt(trx, { ...options, attempt, submission, answers: [] });
    return true;
  });
}

/** The background job that ends attempts whose time is over (queued at each start, and swept). */
export const VETTING_ASSESSMENT_CLOSE_JOB = 'vetting-assessment-close';

/** Ends every attempt whose time is over and was never submitted; answers how many. */
export async function closeExpiredAssessments(
  db: Kysely<Database>,
  options: { passPercent: number; origin: string },
): Promise<number> {
  let closed = 0;
  for (const id of await listExpiredAssessmentAttempts(db, 100)) {
    if (await closeExpiredAssessmentAttempt(db, id, options)) closed += 1;
  }
  return closed;
}
