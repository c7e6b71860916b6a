import { z } from 'zod';
import { LIMITS } from './constants';
import { text } from './fields';

/** Messages of the account's data rights: the export and deleting one's own account. */
export const ACCOUNT_DATA_MESSAGES = {
  passwordRequired: 'Please enter your password to delete your account',
  wrongPassword: 'Your password is incorrect',
  lastAdmin: 'You are the last admin. Make someone else an admin before deleting your account.',
  accountDeleted: 'Your account and personal data have been deleted.',
} as const;

/** DELETE /api/account: the current password confirms it is really the account's owner. */
export const ZDeleteAccountInput = z.object({
  password: text(ACCOUNT_DATA_MESSAGES.passwordRequired)
    .min(1, ACCOUNT_DATA_MESSAGES.passwordRequired)
    .max(LIMITS.passwordMax, ACCOUNT_DATA_MESSAGES.wrongPassword),
});
export type TDeleteAccountInput = z.input<typeof ZDeleteAccountInput>;

/** Rows of one section of the export, as stored (dates as ISO strings, no secrets). */
const ZExportRows = z.array(z.record(z.string(), z.unknown()));

/**
 * GET /api/account/export: everything Talanta holds about the signed-in user, one section per
 * area. Messages are those of the user's own conversations; tokens, webhooks and sessions without
 * their secrets; the avatar as its URL.
 */
export const ZAccountExport = z.object({
  exportedAt: z.string().meta({ format: 'date-time' }),
  format: z.literal('talanta-account-export/1'),
  user: z.record(z.string(), z.unknown()),
  avatar: z.object({ url: z.string().nullable() }),
  developerProfile: z.record(z.string(), z.unknown()).nullable(),
  clientProfile: z.record(z.string(), z.unknown()).nullable(),
  /** The developer's work history and languages (issue 38). */
  workHistory: ZExportRows,
  languages: ZExportRows,
  consents: ZExportRows,
  sessions: ZExportRows,
  apiTokens: ZExportRows,
  webhooks: ZExportRows,
  notifications: ZExportRows,
  vettingSubmissions: ZExportRows,
  // Issue 38: the stages, decisions, assessment attempts and answers, scorecards and referees.
  vettingStages: ZExportRows,
  vettingDecisions: ZExportRows,
  assessmentAttempts: ZExportRows,
  assessmentAnswers: ZExportRows,
  scorecards: ZExportRows,
  references: ZExportRows,
  jobs: ZExportRows,
  applications: ZExportRows,
  jobInvitations: ZExportRows,
  interviews: ZExportRows,
  offers: ZExportRows,
  contracts: ZExportRows,
  timesheets: ZExportRows,
  invoices: ZExportRows,
  invoiceLines: ZExportRows,
  reviews: ZExportRows,
  conversations: ZExportRows,
  messages: ZExportRows,
});
export type TAccountExport = z.infer<typeof ZAccountExport>;
