import { sql } from 'kysely';
import type { Executor } from './executor';

/**
 * The vetting records about the person, for the account export (issue 38), matched like their
 * submissions by email: each round's stages (without the admins' notes), the decisions, their
 * assessment attempts with the questions they were asked and the answers they gave (not the
 * right answers: the bank would leak), the interview scorecards' ratings and recommendation
 * (without the interviewer's notes), and the referees they named with when each answered (not
 * what the referee said, which was given in confidence to Talanta's vetting team).
 */
export async function findVettingExport(db: Executor, email: string) {
  const theirs = db
    .selectFrom('vettingSubmissions')
    .select('id')
    .where(sql<boolean>`lower(email) = lower(${email})`);
  const [vettingStages, vettingDecisions, assessmentAttempts, assessmentAnswers, scorecards, references] =
    await Promise.all([
      db
        .selectFrom('vettingStages')
        .select(['submissionId', 'round', 'key', 'state', 'required', 'scheduledAt', 'completedAt', 'score'])
        .where('submissionId', 'in', theirs)
        .orderBy('submissionId')
        .orderBy('round')
        .execute(),
      db
        .selectFrom('vettingDecisions')
        .select(['submissionId', 'round', 'decision', 'decidedAt'])
        .where('submissionId', 'in', theirs)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('vettingAssessmentAttempts')
        .select(['id', 'submissionId', 'round', 'startedAt', 'expiresAt', 'submittedAt', 'score', 'passed'])
        .where('submissionId', 'in', theirs)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('vettingAssessmentItems')
        .innerJoin(
          'vettingAssessmentAttempts',
          'vettingAssessmentAttempts.id',
          'vettingAssessmentItems.attemptId',
        )
        .select([
          'vettingAssessmentItems.attemptId',
          'vettingAssessmentItems.position',
          'vettingAssessmentItems.prompt',
          'vettingAssessmentItems.choices',
          'vettingAssessmentItems.choiceIndex',
        ])
        .where('vettingAssessmentAttempts.submissionId', 'in', theirs)
        .orderBy('vettingAssessmentItems.attemptId')
        .orderBy('vettingAssessmentItems.position')
        .execute(),
      db
        .selectFrom('vettingScorecards')
        .select([
          'submissionId',
          'round',
          'problemSolving',
          'communication',
          'codeQuality',
          'technicalDepth',
          'english',
          'recommendation',
          'createdAt',
        ])
        .where('submissionId', 'in', theirs)
        .orderBy('submissionId')
        .execute(),
      db
        .selectFrom('vettingReferences')
        .select([
          'submissionId',
          'round',
          'name',
          'email',
          'relationship',
          'sentAt',
          'expiresAt',
          'answeredAt',
        ])
        .where('submissionId', 'in', theirs)
        .orderBy('id')
        .execute(),
    ]);
  return { vettingStages, vettingDecisions, assessmentAttempts, assessmentAnswers, scorecards, references };
}
