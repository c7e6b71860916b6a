import { z } from 'zod';
import { nullAsAbsent, text } from './fields';

/** Why an application was turned down: job applications and vetting applications share the list. */
export const REJECTION_REASONS = [
  'skills_mismatch',
  'experience_level',
  'rate',
  'availability',
  'position_filled',
  'incomplete_profile',
  'other',
] as const;
export type TRejectionReason = (typeof REJECTION_REASONS)[number];

/** What the applicant reads (My Applications, the vetting status, the notification and the email). */
export const REJECTION_REASON_LABELS: Record<TRejectionReason, string> = {
  skills_mismatch: 'Skills do not match the role',
  experience_level: 'Experience level does not match',
  rate: 'Rate does not fit the budget',
  availability: 'Availability does not fit',
  position_filled: 'The position has been filled',
  incomplete_profile: 'Profile is incomplete',
  other: 'Other',
};

export const REJECTION_LIMITS = { noteMax: 1000 } as const;

export const REJECTION_MESSAGES = {
  reason: `Reason must be one of: ${REJECTION_REASONS.join(', ')}`,
  reasonRequired: `A reason is required to reject an application: one of ${REJECTION_REASONS.join(', ')}`,
  note: `Note must be at most ${REJECTION_LIMITS.noteMax} characters`,
} as const;

export const ZRejectionReason = z.enum(REJECTION_REASONS, { error: REJECTION_MESSAGES.reason });

/** An optional note to the applicant; empty or blank means none (stored as null). */
export const ZRejectionNote = nullAsAbsent(
  text(REJECTION_MESSAGES.note).trim().max(REJECTION_LIMITS.noteMax, REJECTION_MESSAGES.note),
).transform((value) => (value ? value : null));

/** A rejection as the applicant and the reviewer see it; null when the application is not rejected. */
export const ZRejection = z
  .object({
    reason: z.enum(REJECTION_REASONS).nullable(),
    /** The reason's label, or null for a rejection recorded without a reason. */
    reasonLabel: z.string().nullable(),
    note: z.string().nullable(),
  })
  .nullable();
export type TRejection = z.infer<typeof ZRejection>;

/** The one mapping of stored reason and note to what the applicant is shown. */
export function toRejection(reason: string | null, note: string | null): NonNullable<TRejection> {
  const known = REJECTION_REASONS.find((candidate) => candidate === reason) ?? null;
  return { reason: known, reasonLabel: known ? REJECTION_REASON_LABELS[known] : null, note };
}

/** The reason and note in one sentence for notifications and emails; empty when neither was given. */
export function describeRejection(reason: TRejectionReason | null, note: string | null): string {
  const parts = [reason ? `Reason: ${REJECTION_REASON_LABELS[reason]}.` : '', note ? `Note: ${note}` : ''];
  return parts.filter(Boolean).join(' ');
}
