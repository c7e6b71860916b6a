import { z } from 'zod';
import { LIMITS } from './constants';
import { emailField, requiredText, text, ZId } from './fields';

/**
 * Vetting references (issue 38): the applicant names one or two referees; each gets an emailed
 * link, single-use and valid for VETTING_REFERENCE_DAYS, to a short form that needs no account.
 * Admins read the answers on the submission; the applicant only sees whether each referee answered.
 */

/** How long a referee's link works. */
export const VETTING_REFERENCE_DAYS = 14;
export const VETTING_REFERENCES_MAX = 2;
export const VETTING_REFERENCE_COMMENTS_MAX = 2000;
export const VETTING_REFERENCE_MONTHS_MAX = 600;

export const REFERENCE_RELATIONSHIPS = ['manager', 'colleague', 'client', 'report'] as const;
export type TReferenceRelationship = (typeof REFERENCE_RELATIONSHIPS)[number];

/** How the applicant knows the referee, as forms and emails say it. */
export const REFERENCE_RELATIONSHIP_LABELS: Record<TReferenceRelationship, string> = {
  manager: 'Their manager',
  colleague: 'A colleague',
  client: 'A client of theirs',
  report: 'Reported to them',
};

export const VETTING_REFERENCE_MESSAGES = {
  count: 'Name one or two referees',
  name: 'Enter the referee’s name',
  email: 'Enter the referee’s email address',
  relationship: 'Relationship must be manager, colleague, client or report',
  yourself: 'A referee cannot be yourself',
  sameEmail: 'Each referee needs a different email',
  closed: 'The references stage is closed: referees can no longer be changed',
  full: 'At most two referees in all: those who have answered stay on your application',
  invalidLink: 'This reference link is not valid or has expired',
  answered: 'This reference was already given',
  months: 'Months worked together must be a whole number from 0 to 600',
  wouldRehire: 'Say whether you would work with them again (yes or no)',
  comments: `Comments must be at most ${VETTING_REFERENCE_COMMENTS_MAX} characters`,
  thanks: 'Thank you — your reference was sent',
} as const;

const M = VETTING_REFERENCE_MESSAGES;

export const ZReferenceRelationship = z.enum(REFERENCE_RELATIONSHIPS, { error: M.relationship });

/** One referee as the applicant names them. */
export const ZRefereeInput = z
  .object({
    name: requiredText(M.name, 1, LIMITS.nameMax),
    email: emailField(M.email),
    relationship: ZReferenceRelationship,
  })
  .strict();
export type TRefereeInput = z.infer<typeof ZRefereeInput>;

/** PUT /api/vetting/references: the referees of the current round (those who answered stay). */
export const ZSetReferencesInput = z
  .object({
    references: z
      .array(ZRefereeInput, { error: M.count })
      .min(1, M.count)
      .max(VETTING_REFERENCES_MAX, M.count)
      .refine((list) => new Set(list.map((referee) => referee.email)).size === list.length, M.sameEmail),
  })
  .strict();
export type TSetReferencesInput = z.infer<typeof ZSetReferencesInput>;

export const REFERENCE_STATUSES = ['sent', 'answered', 'expired'] as const;
export type TReferenceStatus = (typeof REFERENCE_STATUSES)[number];

const dateTime = z.string().meta({ format: 'date-time' });

/** A referee as the applicant reads them: who, and whether they answered; never the answer. */
export const ZMyReference = z.object({
  position: z.number().int(),
  name: z.string(),
  email: z.string(),
  relationship: ZReferenceRelationship,
  status: z.enum(REFERENCE_STATUSES),
  sentAt: dateTime,
  expiresAt: dateTime,
  answeredAt: dateTime.nullable(),
});
export type TMyReference = z.infer<typeof ZMyReference>;

export const ZMyReferences = z.object({ references: z.array(ZMyReference) });
export type TMyReferences = z.infer<typeof ZMyReferences>;

/** A referee as admins read them, with the answer once given. */
export const ZReferenceReview = ZMyReference.extend({
  id: z.number().int(),
  round: z.number().int(),
  monthsWorkedTogether: z.number().int().nullable(),
  wouldRehire: z.boolean().nullable(),
  comments: z.string().nullable(),
});
export type TReferenceReview = z.infer<typeof ZReferenceReview>;

/** GET /api/admin/developer-applications/{id}/references: every round's referees, newest round first. */
export const ZReferencesReview = z.object({ references: z.array(ZReferenceReview) });
export type TReferencesReview = z.infer<typeof ZReferencesReview>;

export const ZReferencesForInput = z.object({ id: ZId }).strict();

/** The token of a referee's link, as it arrives in the path. */
const referenceToken = text(M.invalidLink).trim().min(1, M.invalidLink).max(200, M.invalidLink);

export const ZReferenceTokenInput = z.object({ token: referenceToken }).strict();

/** GET /api/references/{token}: who asks, about whom, and until when. */
export const ZReferenceRequest = z.object({
  /** The applicant's first name and last initial, such as "Wanjiru K.". */
  applicantName: z.string(),
  refereeName: z.string(),
  relationship: ZReferenceRelationship,
  expiresAt: dateTime,
});
export type TReferenceRequest = z.infer<typeof ZReferenceRequest>;

/** The referee's answer. */
export const ZReferenceAnswer = z
  .object({
    monthsWorkedTogether: z
      .number({ error: M.months })
      .int(M.months)
      .min(0, M.months)
      .max(VETTING_REFERENCE_MONTHS_MAX, M.months),
    wouldRehire: z.boolean({ error: M.wouldRehire }),
    comments: text(M.comments).trim().max(VETTING_REFERENCE_COMMENTS_MAX, M.comments),
  })
  .strict();
export type TReferenceAnswer = z.infer<typeof ZReferenceAnswer>;

/** POST /api/references/{token}: the answer, once. */
export const ZAnswerReferenceInput = ZReferenceAnswer.extend({ token: referenceToken }).strict();
export type TAnswerReferenceInput = z.infer<typeof ZAnswerReferenceInput>;

/** "Wanjiru K.": how the referee's page names the applicant. */
export function applicantShortName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}
