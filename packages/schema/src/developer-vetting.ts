import { z } from 'zod';
import { type TVettingProgress, ZVettingProgress } from './vetting-status';

/**
 * One approval path for Tech Talent (issue 35): a developer account as the admins see it carries
 * the state of its vetting application, in the words the developer's own status uses. Listing a
 * profile by hand is allowed only where the vetting review has not said otherwise.
 */

export const ZDeveloperVetting = z.object({
  /** not_started (no application; a draft lives in the applicant's browser), pending, confirm_email, approved, rejected. */
  status: ZVettingProgress,
  applicationId: z.number().int().nullable(),
  submittedAt: z.string().meta({ format: 'date-time' }).nullable(),
  /** Rejected: the day (YYYY-MM-DD, UTC) from which they may apply again. */
  reapplyAfter: z.string().nullable(),
});
export type TDeveloperVetting = z.infer<typeof ZDeveloperVetting>;

export const DEVELOPER_VETTING_LABELS: Record<TVettingProgress, string> = {
  not_started: 'No application',
  draft: 'Application draft',
  pending: 'Application under review',
  confirm_email: 'Approved, email not confirmed',
  approved: 'Vetting approved',
  rejected: 'Application rejected',
};

/** The label with what follows from it: a rejection says from when the person may apply again. */
export function developerVettingLabel(vetting: TDeveloperVetting): string {
  const label = DEVELOPER_VETTING_LABELS[vetting.status];
  return vetting.status === 'rejected' && vetting.reapplyAfter
    ? `${label} · may apply again from ${vetting.reapplyAfter}`
    : label;
}

export const DEVELOPER_APPROVAL_MESSAGES = {
  pending:
    "This developer's vetting application is waiting for review: approve or reject it in the application review",
  confirmEmail:
    "This developer's application is approved, but their account has not confirmed the application's email address: they are listed once they do",
  rejected: (reapplyAfter: string | null) =>
    `This developer's vetting application was rejected: they can be approved only after they apply again${reapplyAfter ? ` (from ${reapplyAfter})` : ''} and the new application is approved`,
} as const;

/**
 * Why an admin may not list this developer by hand (409), or null: a pending application is
 * decided in the review, a rejected one stands until a new application, and an approved one
 * attaches only once the account proves the address. No application at all leaves it to the
 * admin (people vetted before or outside the form, such as the demo's developers).
 */
export function developerApprovalRefusal(vetting: TDeveloperVetting): string | null {
  switch (vetting.status) {
    case 'pending':
      return DEVELOPER_APPROVAL_MESSAGES.pending;
    case 'confirm_email':
      return DEVELOPER_APPROVAL_MESSAGES.confirmEmail;
    case 'rejected':
      return DEVELOPER_APPROVAL_MESSAGES.rejected(vetting.reapplyAfter);
    default:
      return null;
  }
}
