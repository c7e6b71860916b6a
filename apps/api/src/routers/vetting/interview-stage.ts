import {
  type Executor,
  type InterviewRecord,
  lockVettingStages,
  lockVettingSubmission,
  setVettingStage,
} from '@talanta/db';
import { announceStageChange } from './stage-notice';

/**
 * After a vetting interview changed (issue 38): its submission's interview stage follows it while
 * the stage is open. An accepted slot makes it `scheduled` at the slot's start; a decline, cancel
 * or reschedule puts it back to `pending`. A stage the scorecard already decided, or a decided
 * submission, is left as it is. The applicant's timeline hears of it live and by email.
 */
export async function followVettingInterview(
  trx: Executor,
  interview: InterviewRecord,
  origin: string,
): Promise<void> {
  if (interview.vettingSubmissionId === null) return;
  const submission = await lockVettingSubmission(trx, interview.vettingSubmissionId);
  if (!submission || submission.isApproved !== null) return;
  const stages = await lockVettingStages(trx, submission.id, submission.round);
  const before = stages.find((stage) => stage.key === 'interview');
  if (!before || (before.state !== 'pending' && before.state !== 'scheduled')) return;
  const chosen = interview.slots.find((slot) => slot.id === interview.scheduledSlotId);
  const state = interview.status === 'scheduled' && chosen ? 'scheduled' : 'pending';
  const scheduledAt = state === 'scheduled' ? (chosen?.startsAt ?? null) : null;
  if (before.state === state && before.scheduledAt?.getTime() === scheduledAt?.getTime()) return;
  await setVettingStage(trx, {
    submissionId: submission.id,
    round: submission.round,
    key: 'interview',
    state,
    scheduledAt,
    decidedBy: before.decidedBy,
  });
  const moved = before.state !== state;
  await announceStageChange(trx, submission, { stage: 'interview', state, moved }, origin);
}
