import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp } from './column-types';

/** The vetting assessment's question bank and attempts (migration 0036), beside types.ts to keep it small. */

type TextArray = ColumnType<string[], string[], string[]>;

/** A multiple-choice question of the bank; only admins ever read `correctIndex`. */
export interface VettingQuestionsTable {
  id: Generated<number>;
  /** One of VETTING_SKILLS. */
  skill: string;
  prompt: string;
  /** 2 to 6 choices. */
  choices: TextArray;
  correctIndex: number;
  explanation: string | null;
  createdBy: number | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  /** Set by DELETE: out of every list and draw, kept for the attempts that drew it. */
  archivedAt: NullableTimestamp;
}

/** One timed attempt of a submission's round (the public attemptId is its id). */
export interface VettingAssessmentAttemptsTable {
  id: Generated<number>;
  submissionId: number;
  round: number;
  startedAt: Generated<Date>;
  expiresAt: Date;
  submittedAt: NullableTimestamp;
  /** 0-100, set when graded (submitted, or ended by time). */
  score: number | null;
  passed: boolean | null;
}

/** A question as it was drawn into an attempt: choices in the applicant's order, the right one mapped. */
export interface VettingAssessmentItemsTable {
  attemptId: number;
  position: number;
  questionId: number;
  prompt: string;
  choices: TextArray;
  correctIndex: number;
  /** The applicant's answer; null until submitted, and when left unanswered. */
  choiceIndex: number | null;
}

export interface VettingAssessmentTables {
  vettingQuestions: VettingQuestionsTable;
  vettingAssessmentAttempts: VettingAssessmentAttemptsTable;
  vettingAssessmentItems: VettingAssessmentItemsTable;
}
