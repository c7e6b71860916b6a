import {
  announceChange,
  findUserIdentityByEmail,
  lockVettingStages,
  lockVettingSubmission,
  recordAudit,
  setVettingStage,
  toVettingStage,
  toVettingSubmission,
} from '@talanta/db';
import {
  ADMIN_MESSAGES,
  isStageDone,
  type TSetVettingStageInput,
  type TVettingStageState,
  VETTING_STAGE_KEYS,
  VETTING_STAGE_LABELS,
  VETTING_STAGE_MESSAGES,
  ZSetVettingStageInput,
  ZVettingSubmission,
} from '@talanta/schema';
import { TRPCError } from '@trpc/server';
import { queueEmail } from '../../mail/queue-email';
import { lockActingAdmin } from '../../trpc/audit-actor';
import { adminProcedure } from '../../trpc/procedures';
import { vettingStageEmail } from './review-emails';

type StageView = { key: string; state: string; required: boolean };

/**
 * Why a stage change is refused (409), or null: nothing changes after the decision; the
 * application stage is always required; a required stage is never skipped; and a stage passes
 * only after every earlier required stage is done.
 */
function stageChangeError(stages: ReadonlyArray<StageView>, input: TSetVettingStageInput): string | null {
  if (input.stage === 'application' && input.required === false)
    return VETTING_STAGE_MESSAGES.applicationRequired;
  const current = stages.find((stage) => stage.key === input.stage);
  const required = input.required ?? current?.required ?? false;
  if (input.state === 'skipped' && required) return VETTING_STAGE_MESSAGES.requiredSkip;
  if (input.state === 'passed') {
    const earlier = VETTING_STAGE_KEYS.slice(0, VETTING_STAGE_KEYS.indexOf(input.stage));
    const waiting = earlier.find((key) => {
      const stage = stages.find((candidate) => candidate.key === key);
      return stage?.required === true && !isStageDone(stage.state as TVettingStageState);
    });
    if (waiting) return VETTING_STAGE_MESSAGES.order(VETTING_STAGE_LABELS[waiting]);
  }
  return null;
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
    const result = await ctx.db.transaction().execute(async (trx) => {
      const actor = await lockActingAdmin(trx, ctx.user);
      const submission = await lockVettingSubmission(trx, input.id);
      if (!submission)
        throw new TRPCError({ code: 'NOT_FOUND', message: ADMIN_MESSAGES.applicationNotFound });
      if (submission.isApproved !== null) {
        throw new TRPCError({ code: 'CONFLICT', message: VETTING_STAGE_MESSAGES.decided });
      }
      const stages = await lockVettingStages(trx, submission.id, submission.round);
      const before = stages.find((stage) => stage.key === input.stage);
      if (!before) throw new TRPCError({ code: 'NOT_FOUND', message: ADMIN_MESSAGES.applicationNotFound });
      const refusal = stageChangeError(stages, input);
      if (refusal) throw new TRPCError({ code: 'CONFLICT', message: refusal });
      const after = await setVettingStage(trx, {
        submissionId: submission.id,
        round: submission.round,
        key: input.stage,
        state: input.state,
        required: input.required,
        scheduledAt: input.scheduledAt === undefined ? undefined : new Date(input.scheduledAt),
        notes: input.notes,
        decidedBy: ctx.user.id,
      });
      const account = await findUserIdentityByEmail(trx, submission.email);
      await announceChange(trx, { userIds: account ? [account.id] : [], admins: true }, ['vetting']);
      if (before.state !== after.state) {
        await queueEmail(
          trx,
          vettingStageEmail(submission, account?.id ?? null, input.stage, input.state, ctx.origin),
          ctx.origin,
        );
      }
      await recordAudit(trx, {
        actor,
        action: 'application.stage',
        targetType: 'vetting_submission',
        targetId: submission.id,
        before: { stage: input.stage, ...toVettingStage(before) },
        after: { stage: input.stage, ...toVettingStage(after) },
      });
      const updated = stages.map((stage) => (stage.key === input.stage ? after : stage));
      return toVettingSubmission(submission, updated);
    });
    ctx.services.jobs.wake();
    return result;
  });
