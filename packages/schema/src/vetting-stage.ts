import { z } from 'zod';
import { isDateInRange, MESSAGES, text, ZId } from './fields';
import { VETTING_STAGE_KEYS, VETTING_STAGE_LABELS, VETTING_STAGE_STATES } from './vetting-stage-names';

/**
 * The stages of a vetting submission (issue 38), in order, before the decision: the application
 * form screened by an admin, the timed assessment, the vetting interview with its scorecard, and
 * the references. Each has a state, its dates and who decided it; an admin marks which are
 * required, and no approval goes through while a required one has not passed.
 */
export const ZVettingStageKey = z.enum(VETTING_STAGE_KEYS, {
  error: 'Stage must be application, assessment, interview or references',
});
export type TVettingStageKey = z.infer<typeof ZVettingStageKey>;

export const ZVettingStageState = z.enum(VETTING_STAGE_STATES, {
  error: 'State must be pending, scheduled, passed, failed or skipped',
});
export type TVettingStageState = z.infer<typeof ZVettingStageState>;

/** Where a submission stands: the first stage not yet done, or `decision` when all are. */
export const ZVettingCurrentStage = z.enum([...VETTING_STAGE_KEYS, 'decision']);
export type TVettingCurrentStage = z.infer<typeof ZVettingCurrentStage>;

/** A stage is done when it passed or was skipped; failed ends the way to approval. */
export function isStageDone(state: TVettingStageState): boolean {
  return state === 'passed' || state === 'skipped';
}

const dateTime = z.string().meta({ format: 'date-time' });

/** A stage as the applicant reads it: no admin notes, no interview scores. */
export const ZVettingStage = z.object({
  key: ZVettingStageKey,
  state: ZVettingStageState,
  required: z.boolean(),
  scheduledAt: dateTime.nullable(),
  completedAt: dateTime.nullable(),
  /** The assessment's score, 0-100 (the applicant's own); null for the other stages. */
  score: z.number().int().nullable(),
  /** The assessment runs half as long again (granted by an admin on request); false elsewhere. */
  extraTime: z.boolean(),
});
export type TVettingStage = z.infer<typeof ZVettingStage>;

/** A stage as admins read it: who decided it and their notes. */
export const ZVettingStageReview = ZVettingStage.extend({
  decidedBy: z.number().int().nullable(),
  notes: z.string().nullable(),
  updatedAt: dateTime,
});
export type TVettingStageReview = z.infer<typeof ZVettingStageReview>;

/** GET /api/vetting/status: the signed-in applicant's stages and decision. */
export const ZVettingStatus = z.object({
  /** The submission's public id. */
  submissionId: z.number().int(),
  stage: ZVettingCurrentStage,
  decision: z.enum(['approved', 'rejected']).nullable(),
  stages: z.array(ZVettingStage),
  submittedAt: dateTime,
  /** Rejected: the reason as the email gave it. */
  rejectionReason: z.string().nullable(),
  /** Rejected: the day (YYYY-MM-DD, UTC) from which they may apply again. */
  reapplyAfter: z.string().nullable(),
});
export type TVettingStatusView = z.infer<typeof ZVettingStatus>;

export const VETTING_STAGE_MESSAGES = {
  noApplication: 'No vetting application yet',
  decided: 'This application is already decided',
  order: (earlier: string) => `Stages go in order: ${earlier} comes first`,
  requiredSkip: 'A required stage cannot be skipped',
  missing: (stages: string) => `Complete the required stages first: ${stages}`,
  applicationRequired: 'The application stage is always required',
  notes: 'Notes must be at most 2000 characters',
  scheduledAt: 'Scheduled at must be a date and time (ISO 8601)',
  extraTimeStage: 'Extra time is for the assessment only',
  extraTimeStarted: 'Extra time is granted before the assessment starts',
} as const;

/** PUT /api/admin/developer-applications/{id}/stage: records a stage's state (and whether it is required). */
export const ZSetVettingStageInput = z
  .object({
    id: ZId,
    stage: ZVettingStageKey,
    state: ZVettingStageState,
    /** Whether approval waits for this stage; unchanged when absent. */
    required: z.boolean().optional(),
    scheduledAt: z.iso
      .datetime({ offset: true, error: VETTING_STAGE_MESSAGES.scheduledAt })
      .refine(isDateInRange, MESSAGES.dateRange)
      .optional(),
    notes: text().max(2000, VETTING_STAGE_MESSAGES.notes).optional(),
    /** The assessment only: half as long again, granted before it starts (WCAG 2.2.1). */
    extraTime: z.boolean().optional(),
  })
  .strict()
  .refine((input) => input.extraTime === undefined || input.stage === 'assessment', {
    message: VETTING_STAGE_MESSAGES.extraTimeStage,
    path: ['extraTime'],
  });
export type TSetVettingStageInput = z.infer<typeof ZSetVettingStageInput>;

/** GET /api/vetting/stats: the acceptance rate over the last `windowDays`, with its counts. */
export const ZVettingStats = z.object({
  windowDays: z.number().int(),
  decided: z.number().int(),
  approved: z.number().int(),
  /** approved / decided, 0-1; null before anything was decided in the window. */
  acceptanceRate: z.number().nullable(),
});
export type TVettingStats = z.infer<typeof ZVettingStats>;

export const VETTING_STATS_WINDOW_DAYS = 365;

/**
 * Why an approval must wait: the required stages not yet passed or skipped, in order, as a
 * sentence; null when approval may go ahead.
 */
export function missingStagesMessage(
  stages: ReadonlyArray<Pick<TVettingStage, 'key' | 'state' | 'required'>>,
): string | null {
  const missing = VETTING_STAGE_KEYS.filter((key) => {
    const stage = stages.find((candidate) => candidate.key === key);
    return stage?.required === true && !isStageDone(stage.state);
  });
  if (missing.length === 0) return null;
  return VETTING_STAGE_MESSAGES.missing(missing.map((key) => VETTING_STAGE_LABELS[key]).join(', '));
}

/** Where a submission stands: its first required stage not done, else the decision. */
export function currentVettingStage(
  stages: ReadonlyArray<Pick<TVettingStage, 'key' | 'state' | 'required'>>,
): TVettingCurrentStage {
  for (const key of VETTING_STAGE_KEYS) {
    const stage = stages.find((candidate) => candidate.key === key);
    if (stage && !isStageDone(stage.state) && (stage.required || stage.state !== 'pending')) return key;
  }
  return 'decision';
}
