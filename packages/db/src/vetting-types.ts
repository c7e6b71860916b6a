import type { Generated } from 'kysely';
import type { Json, NullableTimestamp } from './column-types';

/** The stages of vetting submissions and their decisions (migration 0035), beside types.ts to keep it small. */

/** One stage of one round of a submission; addressed by (submission, round, key), no id of its own. */
export interface VettingStagesTable {
  submissionId: number;
  /** The submission's round: 1, then one more each time a rejected applicant applies again. */
  round: number;
  /** One of VETTING_STAGE_KEYS. */
  key: string;
  /** One of VETTING_STAGE_STATES. */
  state: Generated<string>;
  /** Whether approval waits for this stage to pass (or be skipped). */
  required: boolean;
  scheduledAt: NullableTimestamp;
  completedAt: NullableTimestamp;
  /** The assessment's score, 0-100. */
  score: number | null;
  /** The assessment runs half as long again (granted on request, migration 0042). */
  extraTime: Generated<boolean>;
  /** The admin who last set the state by hand; null for states set by the applicant's own work. */
  decidedBy: number | null;
  /** Admin-only notes. */
  notes: string | null;
  updatedAt: Generated<Date>;
}

/**
 * Every decision ever made on a submission, never rewritten: re-applying reuses the submission's
 * row, so the acceptance rate counts decisions from here.
 */
export interface VettingDecisionsTable {
  id: Generated<number>;
  submissionId: number;
  round: number;
  /** 'approved' or 'rejected'. */
  decision: string;
  decidedAt: Generated<Date>;
  decidedBy: number | null;
  /** The stages as they stood when it was decided. */
  stages: Json<VettingStageSnapshot[]>;
}

/** A stage as a decision recorded it. */
export interface VettingStageSnapshot {
  key: string;
  state: string;
  required: boolean;
  score: number | null;
}

/** The vetting interview's scorecard, one per submission round (migration 0038). */
export interface VettingScorecardsTable {
  submissionId: number;
  round: number;
  authorId: number | null;
  /** Each rating 1-4. */
  problemSolving: number;
  communication: number;
  codeQuality: number;
  technicalDepth: number;
  english: number;
  /** 'hire' or 'no_hire'. */
  recommendation: string;
  notes: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface VettingStageTables {
  vettingStages: VettingStagesTable;
  vettingDecisions: VettingDecisionsTable;
  vettingScorecards: VettingScorecardsTable;
}
