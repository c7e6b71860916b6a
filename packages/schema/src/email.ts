import { z } from 'zod';
import type { TUserRole } from './constants';
import { EMAIL_MESSAGES } from './email-message';
import { ZId } from './fields';

/**
 * Email (issue 15): every email has a kind. Security kinds (verification, password reset, email
 * changed) are always sent and carry no unsubscribe link; every other kind can be turned off or
 * gathered into a digest in Account Settings, and its emails carry a one-click unsubscribe link.
 */

export const EMAIL_KINDS = [
  'security',
  'application_received',
  'application_update',
  'vetting',
  'message',
  'interview',
  'contract',
  'invoice',
  'webhook',
  'saved_search',
  'introduction',
] as const;
export type TEmailKind = (typeof EMAIL_KINDS)[number];
export const ZEmailKind = z.enum(EMAIL_KINDS, { error: 'Unknown email kind' });

/** The kinds a person may turn off or gather into a digest (all but security). */
export const CONFIGURABLE_EMAIL_KINDS = EMAIL_KINDS.filter(
  (kind): kind is Exclude<TEmailKind, 'security'> => kind !== 'security',
);
export type TConfigurableEmailKind = (typeof CONFIGURABLE_EMAIL_KINDS)[number];
export const ZConfigurableEmailKind = z.enum(CONFIGURABLE_EMAIL_KINDS, {
  error: 'This kind of email cannot be turned off',
});

/**
 * The kinds each role can get, for the preferences screen (admins may hold either side's emails,
 * so they see every kind: null).
 */
export const EMAIL_KINDS_OF_ROLE: Record<TUserRole, readonly TConfigurableEmailKind[] | null> = {
  client: [
    'application_received',
    'introduction',
    'message',
    'interview',
    'contract',
    'invoice',
    'webhook',
    'saved_search',
  ],
  developer: ['application_update', 'vetting', 'message', 'interview', 'contract', 'invoice', 'saved_search'],
  admin: null,
};

export const EMAIL_KIND_LABELS: Record<TEmailKind, string> = {
  security: 'Account security',
  application_received: 'New applications to my jobs',
  application_update: 'Updates on my job applications',
  vetting: 'Tech Talent vetting',
  message: 'Unread messages',
  interview: 'Interviews',
  contract: 'Offers and contracts',
  invoice: 'Invoices and payments',
  webhook: 'Webhook endpoint problems',
  saved_search: 'Saved-search digests',
  introduction: 'Developers introduced to my jobs',
};

export const EMAIL_DIGESTS = ['off', 'daily', 'weekly'] as const;
export type TEmailDigest = (typeof EMAIL_DIGESTS)[number];
export const ZEmailDigest = z.enum(EMAIL_DIGESTS, { error: 'Digest must be off, daily or weekly' });

export const ZEmailPreference = z.object({
  kind: ZConfigurableEmailKind,
  label: z.string(),
  emailEnabled: z.boolean(),
  digest: ZEmailDigest,
});
export type TEmailPreference = z.infer<typeof ZEmailPreference>;

export const ZEmailPreferenceList = z.object({ items: z.array(ZEmailPreference) });

export const ZEmailPreferenceUpdateInput = z.object({
  kind: ZConfigurableEmailKind,
  emailEnabled: z.boolean({ error: 'emailEnabled must be true or false' }),
  digest: ZEmailDigest.default('off'),
});
export type TEmailPreferenceUpdateInput = z.infer<typeof ZEmailPreferenceUpdateInput>;

export const ZUnsubscribeInput = z.object({
  token: z
    .string({ error: EMAIL_MESSAGES.badUnsubscribeToken })
    .min(1, EMAIL_MESSAGES.badUnsubscribeToken)
    .max(200, EMAIL_MESSAGES.badUnsubscribeToken),
});

export const ZUnsubscribeOutput = z.object({
  kind: ZConfigurableEmailKind,
  label: z.string(),
  emailEnabled: z.boolean(),
});

/** How often a digest gathers the emails of a kind its recipient put on one. */
export const EMAIL_DIGEST_FREQUENCIES = ['daily', 'weekly'] as const;
export type TEmailDigestFrequency = (typeof EMAIL_DIGEST_FREQUENCIES)[number];

/** The outbox kind of the digest email itself: never held, always sent when something was held. */
export const DIGEST_EMAIL_KIND = 'digest';

/** Admins: emails that failed for good or are waiting for another attempt, newest first. */
export const ZFailedEmailsInput = z
  .object({
    limit: z.coerce
      .number<number>({ error: EMAIL_MESSAGES.limit })
      .int(EMAIL_MESSAGES.limit)
      .min(1, EMAIL_MESSAGES.limit)
      .max(100, EMAIL_MESSAGES.limit)
      .default(25),
    offset: z.coerce
      .number<number>({ error: EMAIL_MESSAGES.offset })
      .int(EMAIL_MESSAGES.offset)
      .min(0, EMAIL_MESSAGES.offset)
      .max(100_000, EMAIL_MESSAGES.offset)
      .default(0),
  })
  .prefault({});
export type TFailedEmailsInput = z.input<typeof ZFailedEmailsInput>;

export const FAILED_EMAIL_STATUSES = ['failed', 'retrying'] as const;

const timestamp = () => z.string().meta({ format: 'date-time' });

export const ZFailedEmail = z.object({
  id: z.number().int(),
  to: z.string(),
  /** One of EMAIL_KINDS, or `digest`. */
  kind: z.string(),
  subject: z.string(),
  /** `failed`: every attempt used, sent only if an admin retries; `retrying`: tried again at nextAttemptAt. */
  status: z.enum(FAILED_EMAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string(),
  /** null once it failed for good. */
  nextAttemptAt: timestamp().nullable(),
  createdAt: timestamp(),
});
export type TFailedEmail = z.infer<typeof ZFailedEmail>;

export const ZFailedEmailPage = z.object({ emails: z.array(ZFailedEmail), total: z.number().int() });
export type TFailedEmailPage = z.infer<typeof ZFailedEmailPage>;

export const ZRetryEmailInput = z.object({ id: ZId });

export const ZRetryEmailResult = z.object({ message: z.string(), email: ZFailedEmail });
