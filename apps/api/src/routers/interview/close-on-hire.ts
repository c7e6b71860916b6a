import { type Executor, lockUpcomingApplicationInterviews, updateInterview } from '@talanta/db';
import { announceInterviewChange } from './interview-effects';

/**
 * Closes a job application's pending and upcoming interviews in the caller's transaction, when its
 * offer is accepted or its contract ends: each is cancelled with the reason, and the other
 * participant gets the notice and the calendar's CANCEL, as for a cancel by hand.
 */
export async function closeApplicationInterviews(
  trx: Executor,
  close: { applicationId: number | null; actorId: number; reason: string; origin: string },
): Promise<void> {
  if (close.applicationId === null) return;
  const ids = await lockUpcomingApplicationInterviews(trx, close.applicationId, new Date());
  for (const interviewId of ids) {
    await updateInterview(trx, interviewId, {
      status: 'cancelled',
      cancelReason: close.reason,
      cancelledBy: close.actorId,
    });
    await announceInterviewChange(trx, {
      interviewId,
      kind: 'cancelled',
      actorId: close.actorId,
      origin: close.origin,
    });
  }
}
