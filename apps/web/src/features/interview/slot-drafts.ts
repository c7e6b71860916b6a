import { INTERVIEW_LIMITS, type TInterviewSlotInput, ZInterviewSlots } from '@talanta/schema';
import { zonedParts, zonedToIso } from '@/lib/time-zone';

/** One slot as the proposer types it: a wall-clock date and time in their own zone. */
export interface SlotDraft {
  date: string;
  time: string;
  durationMinutes: number;
}

export const DURATION_OPTIONS = [15, 30, 45, 60, 90, 120, 180, 240].filter(
  (minutes) => minutes >= INTERVIEW_LIMITS.durationMin && minutes <= INTERVIEW_LIMITS.durationMax,
);

const DAY_MS = 24 * 60 * 60_000;

/** A first suggestion: 10:00 on the proposer's next day (or the day after, for a second slot). */
export function suggestedSlot(timeZone: string, index: number, now = new Date()): SlotDraft {
  const { date } = zonedParts(new Date(now.getTime() + (index + 1) * DAY_MS), timeZone);
  return { date, time: '10:00', durationMinutes: 30 };
}

/** The drafts as the API takes them, or the first rule they break (the schema's own message). */
export function slotsFromDrafts(
  drafts: readonly SlotDraft[],
  timeZone: string,
): { slots: TInterviewSlotInput[] } | { error: string } {
  if (drafts.some((draft) => !draft.date || !draft.time))
    return { error: 'Give each time slot a date and a time.' };
  const slots = drafts.map((draft) => ({
    startsAt: zonedToIso(draft.date, draft.time, timeZone),
    durationMinutes: draft.durationMinutes,
  }));
  const checked = ZInterviewSlots.safeParse(slots);
  if (!checked.success) return { error: checked.error.issues[0]?.message ?? 'Check the time slots.' };
  return { slots };
}
