import {
  type Executor,
  lockVettingStages,
  lockVettingSubmission,
  recordAudit,
  setVettingStage,
  toVettingStage,
  toVettingSubmission,
  type VettingStageRecord,
  type VettingSubmissionRecord,
} from '@talanta/db';
import {
  ADMIN_MESSAGES,
  isStageDone,
  type TSetVettingStageInput,
  type TUser,
  type TVettingStageState,
  VETTING_STAGE_KEYS,
  VETTING_STAGE_LABELS,
  VETTING_STAGE_MESSAGES,
  ZSetVettingStageInput,
  ZVettingSubmission,
} from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { lockActingAdmin } from '../../trpc/audit-actor';
import type { Context } from '../../trpc/context';
import { adminProcedure } from '../../trpc/procedures';
import { announceStageChange } from './stage-notice';

type StageView = { key: string; state: string; required: boolean };
type StageChange = Omit<TSetVettingStageInput, 'id'> & { score?: number | null };
type AdminContext = Pick<Context, 'origin'> & { user: TUser };

/**
 * Why a stage change is refused (409), or null: the application stage is always required; a
 * required stage is never skipped; and a stage passes only after every earlier required stage is done.
 */
function stageChangeError(stages: ReadonlyArray<StageView>, change: StageChange): string | null {
  if (change.stage === 'application' && change.required === false) {
    return VETTING_STAGE_MESSAGES.applicationRequired;
  }
  const current = stages.find((stage) => stage.key === change.stage);
  const required = change.required ?? current?.required ?? false;
  if (change.state === 'skipped' && required) return VETTING_STAGE_MESSAGES.requiredSkip;
  if (change.extraTime !== undefined && current?.state !== 'pending') {
    return VETTING_STAGE_MESSAGES.extraTimeStarted;
  }
  if (change.state === 'passed') {
    const earlier = VETTING_STAGE_KEYS.slice(0, VETTING_STAGE_KEYS.indexOf(change.stage));
    const waiting = earlier.find((key) => {
      const stage = stages.find((candidate) => candidate.key === key);
      return stage?.required === true && !isStageDone(stage.state as TVettingStageState);
    });
    if (waiting) return VETTING_STAGE_MESSAGES.order(VETTING_STAGE_LABELS[waiting]);
  }
  return null;
}

/** Locks an undecided submission and its current stages: 404 when missing, 409 once decided. */
export async function lockUndecidedSubmission(trx: Executor, id: number) {
  const submission = await lockVettingSubmission(trx, id);
  if (!submission) throw new TRPCError({ code: 'NOT_FOUND', message: ADMIN_MESSAGES.applicationNotFound });
  if (submission.isApproved !== null) {
    throw new TRPCError({ code: 'CONFLICT', message: VETTING_STAGE_MESSAGES.decided });
  }
  const stages = await lockVettingStages(trx, submission.id, submission.round);
  return { submission, stages };
}

/**
 * Records one stage of a locked, undecided submission by an admin: the rules above, the change,
 * the live notice, the applicant's email when the state moved, and the audit row. Returns the
 * submission's stages after it.
 */
export async function recordStageChange(
  trx: Executor,
  ctx: AdminContext,
  locked: { submission: VettingSubmissionRecord; stages: VettingStageRecord[] },
  change: StageChange,
): Promise<VettingStageRecord[]> {
  const actor = await lockActingAdmin(trx, ctx.user);
  const { submission, stages } = locked;
  const before = stages.find((stage) => stage.key === change.stage);
  if (!before) throw new TRPCError({ code: 'NOT_FOUND', message: ADMIN_MESSAGES.applicationNotFound });
  const refusal = stageChangeError(stages, change);
  if (refusal) throw new TRPCError({ code: 'CONFLICT', message: refusal });
  const after = await setVettingStage(trx, {
    submissionId: submission.id,
    round: submission.round,
    key: change.stage,
    state: change.state,
    required: change.required,
    scheduledAt: change.scheduledAt === undefined ? undefined : new Date(change.scheduledAt),
    score: change.score,
    extraTime: change.extraTime,
    notes: change.notes,
    decidedBy: ctx.user.id,
  });
  const moved = before.state !== after.state;
  await announceStageChange(trx, submission, { stage: change.stage, state: change.state, moved }, ctx.origin);
  await recordAudit(trx, {
    actor,
    action: 'application.stage',
    targetType: 'vetting_submission',
    targetId: submission.id,
    before: { stage: change.stage, ...toVettingStage(before) },
    after: { stage: change.stage, ...toVettingStage(after) },
  });
  return stages.map((stage) => (stage.key === change.stage ? after : stage));
}

/**
 * PUT /api/admin/developer-applications/{id}/stage (issue 38): an admin records a stage of an
 * undecided submission (its state, whether approval waits for it, when it is scheduled, notes).
 * One transaction with the audit row, the live notice and the applicant's email.
 */
export const setStage = adminProcedure
  .input(ZSetVettingStageInput)
  .output(ZVettingSubmission)
  .mutation(async ({ ctx, input }) => {
    const { id, ...change } = input;
    const result = await ctx.db.transaction().execute(async (trx) => {
      const locked = await lockUndecidedSubmission(trx, id);
      const stages = await recordStageChange(trx, ctx, locked, change);
      return toVettingSubmission(locked.submission, stages);
    });
    ctx.services.jobs.wake();
    return result;
  });
