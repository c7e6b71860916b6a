import {
  dayInZone,
  OFFER_LIMITS,
  OFFER_MESSAGES,
  type TCreateOfferInput,
  ZCreateOfferInput,
} from '@talanta/schema';

/** The offer form as typed: every field a string until it is checked. */
export interface OfferDraft {
  hourlyRate: string;
  weeklyHourLimit: string;
  startDate: string;
  endDate: string;
  message: string;
  /** Days of trial, 0-14. */
  trialDays: string;
}

export type OfferField = keyof OfferDraft;
export type OfferFieldErrors = Partial<Record<OfferField, string>>;

/** Who the offer goes to: an application (its developer and job follow), or a developer and maybe a job. */
export type OfferRecipient = { applicationId: number } | { developerId: number; jobId?: number };

/** Today's date ("2030-01-15") on the viewer's wall clock: the first day an offer may start. */
export function todayIn(timeZone: string): string {
  return dayInZone(timeZone);
}

export function emptyOfferDraft(timeZone: string): OfferDraft {
  return {
    hourlyRate: '',
    weeklyHourLimit: '',
    startDate: todayIn(timeZone),
    endDate: '',
    message: '',
    trialDays: String(OFFER_LIMITS.trialDaysDefault),
  };
}

/** A blank number box is no number (the schema then names the rule), not zero. */
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

const FIELDS = new Set<string>([
  'hourlyRate',
  'weeklyHourLimit',
  'startDate',
  'endDate',
  'message',
  'trialDays',
]);

/**
 * Checks the draft with the API's own schema (one source of the messages) and, as the server does
 * by its clock, that the start is today or later, here in the viewer's zone.
 */
export function checkOfferDraft(
  draft: OfferDraft,
  recipient: OfferRecipient,
  timeZone: string,
): { input: TCreateOfferInput } | { errors: OfferFieldErrors } {
  const input: TCreateOfferInput = {
    ...recipient,
    hourlyRate: numberOf(draft.hourlyRate),
    weeklyHourLimit: numberOf(draft.weeklyHourLimit),
    startDate: draft.startDate,
    endDate: draft.endDate,
    message: draft.message,
    trialDays: numberOf(draft.trialDays),
  };
  const errors: OfferFieldErrors = {};
  const parsed = ZCreateOfferInput.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (FIELDS.has(field)) errors[field as OfferField] ??= issue.message;
    }
  }
  if (!errors.startDate && draft.startDate && draft.startDate < todayIn(timeZone)) {
    errors.startDate = OFFER_MESSAGES.startDatePast;
  }
  return Object.keys(errors).length > 0 ? { errors } : { input };
}
