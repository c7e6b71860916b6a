import { z } from 'zod';
import { requiredUrl, text, ZId } from './fields';
import { INTERVIEW_KINDS } from './interview-names';

export const INTERVIEW_STATUSES = ['proposed', 'scheduled', 'declined', 'cancelled'] as const;
export type TInterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export const INTERVIEW_LIMITS = {
  slotsMin: 1,
  slotsMax: 3,
  durationMin: 15,
  durationMax: 240,
  noteMax: 1000,
} as const;

export const INTERVIEW_MESSAGES = {
  slots: `Propose between ${INTERVIEW_LIMITS.slotsMin} and ${INTERVIEW_LIMITS.slotsMax} time slots`,
  startsAt:
    'Each slot needs a start time in ISO 8601 with a time zone offset, e.g. 2030-01-15T14:00:00+03:00',
  duration: `Each slot lasts between ${INTERVIEW_LIMITS.durationMin} and ${INTERVIEW_LIMITS.durationMax} minutes`,
  overlap: 'Time slots must not overlap',
  past: 'Time slots must be in the future',
  meetingUrl: 'Meeting link must be an https URL',
  note: `Notes are at most ${INTERVIEW_LIMITS.noteMax} characters`,
  slotId: 'Choose one of the proposed time slots',
  notFound: 'Interview not found',
  applicationClosed: 'Interviews can be arranged only for pending applications or those already at interview',
  alreadyOpen:
    'An interview for this application is already being arranged. Reschedule or cancel it instead.',
  notProposed: 'This interview is not waiting for an answer',
  cancelled: 'This interview was cancelled',
  alreadyCancelled: 'This interview is already cancelled',
  slotPassed: 'This time slot has already passed. Ask the client for other times.',
  noApplicantAccount: 'The applicant has no account yet',
} as const;

const note = text(INTERVIEW_MESSAGES.note).trim().max(INTERVIEW_LIMITS.noteMax, INTERVIEW_MESSAGES.note);
/** '' or null mean none. */
const optionalNote = z
  .union([z.literal('').transform(() => null), z.null(), note])
  .optional()
  .transform((value) => value || null);

export const ZInterviewSlotInput = z.object({
  startsAt: z.iso.datetime({ offset: true, error: INTERVIEW_MESSAGES.startsAt }),
  durationMinutes: z
    .number({ error: INTERVIEW_MESSAGES.duration })
    .int(INTERVIEW_MESSAGES.duration)
    .min(INTERVIEW_LIMITS.durationMin, INTERVIEW_MESSAGES.duration)
    .max(INTERVIEW_LIMITS.durationMax, INTERVIEW_MESSAGES.duration),
});
export type TInterviewSlotInput = z.input<typeof ZInterviewSlotInput>;

/** Whether any two slots share a minute (back to back is fine). */
export function slotsOverlap(slots: readonly TInterviewSlotInput[]): boolean {
  const ranges = slots
    .map((slot) => {
      const start = Date.parse(slot.startsAt);
      return { start, end: start + slot.durationMinutes * 60_000 };
    })
    .sort((a, b) => a.start - b.start);
  return ranges.some((range, index) => index > 0 && range.start < (ranges[index - 1]?.end ?? 0));
}

/** 1-3 slots that do not overlap; whether they are in the future is the server's clock's to say. */
export const ZInterviewSlots = z
  .array(ZInterviewSlotInput, { error: INTERVIEW_MESSAGES.slots })
  .min(INTERVIEW_LIMITS.slotsMin, INTERVIEW_MESSAGES.slots)
  .max(INTERVIEW_LIMITS.slotsMax, INTERVIEW_MESSAGES.slots)
  .refine((slots) => !slotsOverlap(slots), INTERVIEW_MESSAGES.overlap);

/**
 * POST /api/applications/{id}/interviews (the job's client), and POST
 * /api/admin/developer-applications/{id}/interviews (an admin, for a vetting submission).
 */
export const ZProposeInterviewInput = z.object({
  id: ZId,
  slots: ZInterviewSlots,
  meetingUrl: z
    .union([z.literal('').transform(() => null), z.null(), requiredUrl(INTERVIEW_MESSAGES.meetingUrl)])
    .optional()
    .transform((value) => value ?? null)
    .refine((value) => value === null || value.startsWith('https://'), INTERVIEW_MESSAGES.meetingUrl),
  note: optionalNote,
});
export type TProposeInterviewInput = z.input<typeof ZProposeInterviewInput>;

export const ZInterviewIdInput = z.object({ id: ZId });
export const ZAcceptInterviewInput = z.object({ id: ZId, slotId: ZId.describe('The chosen slot') });
export const ZDeclineInterviewInput = z.object({ id: ZId, note: optionalNote });
export const ZCancelInterviewInput = z.object({ id: ZId, reason: optionalNote });
export const ZRescheduleInterviewInput = z.object({ id: ZId, slots: ZInterviewSlots });

export const ZInterviewSlot = z.object({
  id: z.number().int(),
  startsAt: z.string().meta({ format: 'date-time' }),
  endsAt: z.string().meta({ format: 'date-time' }),
  durationMinutes: z.number().int(),
});

const ZParticipant = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  timeZone: z.string(),
});

export const ZInterview = z.object({
  id: z.number().int(),
  /** `job`: for a job application; `vetting`: Talanta's own interview of an applicant (issue 38). */
  kind: z.enum(INTERVIEW_KINDS),
  /** The job application; null for a vetting interview. */
  applicationId: z.number().int().nullable(),
  /** The vetting submission (admin's `/admin/developer-applications/{id}`); null for a job interview. */
  vettingSubmissionId: z.number().int().nullable(),
  status: z.enum(INTERVIEW_STATUSES),
  /** The job; null for a vetting interview. */
  job: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** The host, who proposes the times: the job's client, or the admin interviewing for vetting. */
  client: ZParticipant.extend({ companyName: z.string().nullable() }),
  developer: ZParticipant,
  /** The other participant, from the viewer's side (client or developer). */
  otherParty: z.enum(['client', 'developer']),
  /** The viewer's own zone, so a screen can show "14:00 your time, 16:30 in Bengaluru". */
  viewerTimeZone: z.string(),
  slots: z.array(ZInterviewSlot),
  scheduledSlotId: z.number().int().nullable(),
  meetingUrl: z.string().nullable(),
  note: z.string().nullable(),
  declineNote: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledBy: z.number().int().nullable(),
  sequence: z.number().int(),
  createdAt: z.string().meta({ format: 'date-time' }),
  updatedAt: z.string().meta({ format: 'date-time' }),
});
export type TInterview = z.infer<typeof ZInterview>;

export const ZInterviewCalendar = z.object({ filename: z.string(), content: z.string() });
