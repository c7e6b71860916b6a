import { z } from 'zod';
import { addDays } from './calendar-date';
import { isDateInRange, MESSAGES, text, ZDeveloperId, ZId } from './fields';
import { groupThousands } from './group-thousands';
import { exactCents } from './money';

export const OFFER_STATUSES = ['sent', 'accepted', 'declined', 'withdrawn'] as const;
export type TOfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_LIMITS = {
  hourlyRateMin: 1,
  hourlyRateMax: 10_000,
  weeklyHoursMin: 1,
  weeklyHoursMax: 60,
  messageMax: 2000,
  noteMax: 1000,
  /** Up to two weeks of trial, as the site promises; 14 unless the client chooses otherwise. */
  trialDaysMax: 14,
  trialDaysDefault: 14,
} as const;

export const OFFER_MESSAGES = {
  hourlyRate: `Hourly rate must be between $${OFFER_LIMITS.hourlyRateMin} and $${groupThousands(OFFER_LIMITS.hourlyRateMax)}, in dollars and cents`,
  weeklyHourLimit: `Weekly hour limit must be a whole number between ${OFFER_LIMITS.weeklyHoursMin} and ${OFFER_LIMITS.weeklyHoursMax}`,
  startDate: 'Start date must be a date (YYYY-MM-DD)',
  startDatePast: 'Start date must be today or later',
  endDate: 'End date must be a date (YYYY-MM-DD)',
  endBeforeStart: 'End date must be after the start date',
  message: `Message is at most ${OFFER_LIMITS.messageMax} characters`,
  note: `Note is at most ${OFFER_LIMITS.noteMax} characters`,
  recipient: 'Choose an application or a developer to make the offer to',
  notFound: 'Offer not found',
  applicationNotFound: 'Application not found',
  applicationMismatch:
    'The application already names the developer and the job; leave them out or match them',
  applicationClosed: 'Offers can be made only on pending applications or those at interview',
  developerNotFound: 'Developer not found',
  jobNotFound: 'Job not found',
  jobClosed: 'Offers can be made only for open jobs',
  alreadySent: 'An offer to this developer for this job is already waiting for an answer',
  notSent: 'This offer is no longer waiting for an answer',
  trialDays: `Trial must be a whole number of days from 0 to ${OFFER_LIMITS.trialDaysMax}`,
} as const;

/** The trial's last day: the start date plus the trial's days, less one; null without a trial. */
export function trialEndsOn(startDate: string, trialDays: number): string | null {
  return trialDays > 0 ? addDays(startDate, trialDays - 1) : null;
}

export const centsToDollars = (cents: number): number => cents / 100;

const hourlyRate = z
  .number({ error: OFFER_MESSAGES.hourlyRate })
  .min(OFFER_LIMITS.hourlyRateMin, OFFER_MESSAGES.hourlyRate)
  .max(OFFER_LIMITS.hourlyRateMax, OFFER_MESSAGES.hourlyRate)
  .refine((value) => exactCents(value) !== null, OFFER_MESSAGES.hourlyRate)
  .describe('US dollars per hour, at most two decimals (stored as integer cents)');

const dateField = (message: string) =>
  text(message)
    .pipe(z.iso.date({ error: message }))
    .refine(isDateInRange, MESSAGES.dateRange);

/** '' or null mean none. */
function optionalText(max: number, message: string) {
  return z
    .union([z.literal('').transform(() => null), z.null(), text(message).trim().max(max, message)])
    .optional()
    .transform((value) => value || null);
}

/**
 * POST /api/offers (a client). From an application (its developer and job follow from it) or to a
 * developer, optionally for one of the client's open jobs. Whether the start is today or later is
 * the server's clock's to say.
 */
export const ZCreateOfferInput = z
  .object({
    applicationId: ZId.optional(),
    developerId: ZDeveloperId.optional(),
    jobId: ZId.optional(),
    hourlyRate,
    weeklyHourLimit: z
      .number({ error: OFFER_MESSAGES.weeklyHourLimit })
      .int(OFFER_MESSAGES.weeklyHourLimit)
      .min(OFFER_LIMITS.weeklyHoursMin, OFFER_MESSAGES.weeklyHourLimit)
      .max(OFFER_LIMITS.weeklyHoursMax, OFFER_MESSAGES.weeklyHourLimit),
    startDate: dateField(OFFER_MESSAGES.startDate),
    endDate: z
      .union([z.literal('').transform(() => null), z.null(), dateField(OFFER_MESSAGES.endDate)])
      .optional()
      .transform((value) => value ?? null),
    message: optionalText(OFFER_LIMITS.messageMax, OFFER_MESSAGES.message),
    trialDays: z
      .number({ error: OFFER_MESSAGES.trialDays })
      .int(OFFER_MESSAGES.trialDays)
      .min(0, OFFER_MESSAGES.trialDays)
      .max(OFFER_LIMITS.trialDaysMax, OFFER_MESSAGES.trialDays)
      .default(OFFER_LIMITS.trialDaysDefault)
      .describe(
        'Days of trial from the start date (0-14, default 14). Ended as not a fit inside it by the client, the contract bills no hours; Talanta pays the developer for the approved ones.',
      ),
  })
  .refine((input) => input.applicationId !== undefined || input.developerId !== undefined, {
    message: OFFER_MESSAGES.recipient,
    path: ['developerId'],
  })
  .refine((input) => input.endDate === null || input.endDate > input.startDate, {
    message: OFFER_MESSAGES.endBeforeStart,
    path: ['endDate'],
  });
export type TCreateOfferInput = z.input<typeof ZCreateOfferInput>;

export const ZOfferIdInput = z.object({ id: ZId });
export const ZDeclineOfferInput = z.object({
  id: ZId,
  note: optionalText(OFFER_LIMITS.noteMax, OFFER_MESSAGES.note),
});

const date = z.string().meta({ format: 'date' });
const dateTime = z.string().meta({ format: 'date-time' });

/** One side of an offer or contract, as the other side sees it. */
export const ZParty = z.object({
  id: z.number().int().describe("The party's user id (what a message's receiverId takes)"),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
});

/** The terms an offer proposes and its contract keeps. */
export const ZTerms = z.object({
  /** Integer US cents (what is stored), and the same in dollars for display. */
  hourlyRateCents: z.number().int(),
  hourlyRate: z.number(),
  weeklyHourLimit: z.number().int(),
  startDate: date,
  endDate: date.nullable(),
  /** 0: no trial. */
  trialDays: z.number().int(),
  /** The trial's last day; null without a trial. */
  trialEndsOn: date.nullable(),
});

export const ZPartiesOf = z.object({
  client: ZParty,
  developer: ZParty,
  /** Which side the other party is, from the viewer's side. */
  otherParty: z.enum(['client', 'developer']),
  /** The other party's name ("Sarah Collins"), for lists. */
  otherPartyName: z.string(),
  job: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});

export const ZOffer = z.object({
  id: z.number().int(),
  status: z.enum(OFFER_STATUSES),
  applicationId: z.number().int().nullable(),
  ...ZPartiesOf.shape,
  ...ZTerms.shape,
  message: z.string().nullable(),
  declineNote: z.string().nullable(),
  /** The contract an accepted offer made. */
  contractId: z.number().int().nullable(),
  createdAt: dateTime,
  updatedAt: dateTime,
  respondedAt: dateTime.nullable(),
});
export type TOffer = z.infer<typeof ZOffer>;
