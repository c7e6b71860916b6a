import { claimDueInterviewReminders, type Database, findInterviewById, type Kysely } from '@talanta/db';
import { sendInterviewReminder } from '../routers/interview/interview-effects';

const HOUR_MS = 60 * 60_000;

/** Each reminder is due from its lead until the next, shorter one takes over. */
const REMINDERS = [
  { kind: '24h', leadMs: 24 * HOUR_MS, untilMs: HOUR_MS },
  { kind: '1h', leadMs: HOUR_MS, untilMs: 0 },
] as const;

/**
 * Queues the interview reminders due at `now` for both participants, with the .ics. A reminder row
 * and its emails commit together, and the row's key lets only one sweep (of any API process) claim
 * it, so each reminder is emailed exactly once. Returns how many reminders were claimed.
 */
export async function sendDueInterviewReminders(
  db: Kysely<Database>,
  options: { now: Date; origin: string },
): Promise<number> {
  let claimed = 0;
  for (const reminder of REMINDERS) {
    claimed += await db.transaction().execute(async (trx) => {
      const due = await claimDueInterviewReminders(trx, { ...reminder, now: options.now });
      for (const { interviewId } of due) {
        const interview = await findInterviewById(trx, interviewId);
        if (interview) await sendInterviewReminder(trx, interview, options.origin);
      }
      return due.length;
    });
  }
  return claimed;
}
