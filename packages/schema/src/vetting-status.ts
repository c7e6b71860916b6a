import { z } from 'zod';

/**
 * A developer's own vetting status (issue 15, one developer path): where their application is, what
 * happens next and by when. `confirm_email`: approved, waiting for the account to prove its address.
 */
export const VETTING_PROGRESS = [
  'not_started',
  'draft',
  'pending',
  'confirm_email',
  'approved',
  'rejected',
] as const;
export const ZVettingProgress = z.enum(VETTING_PROGRESS);
export type TVettingProgress = z.infer<typeof ZVettingProgress>;

/** The application review promise of spec 001 §2 ("within 3-5 business days"): the later bound. */
export const VETTING_REVIEW_BUSINESS_DAYS = 5;

const dateTime = z.string().meta({ format: 'date-time' });

export const ZMyVettingStatus = z.object({
  status: ZVettingProgress,
  /** When the application was submitted (pending, confirm_email, approved, rejected). */
  submittedAt: dateTime.nullable(),
  /** Pending: the end of the review promise, VETTING_REVIEW_BUSINESS_DAYS business days after submission. */
  reviewExpectedBy: dateTime.nullable(),
  /** Rejected: the reason and note as the email gave them. */
  rejectionReason: z.string().nullable(),
  /** Rejected: the day (YYYY-MM-DD, UTC) from which they may apply again. */
  reapplyAfter: z.string().nullable(),
});
export type TMyVettingStatus = z.infer<typeof ZMyVettingStatus>;

/** `days` business days (Monday to Friday, UTC) after `from`, at the same time of day. */
export function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}
