import { z } from 'zod';

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
};

export const EMAIL_DIGESTS = ['off', 'daily', 'weekly'] as const;
export type TEmailDigest = (typeof EMAIL_DIGESTS)[number];
export const ZEmailDigest = z.enum(EMAIL_DIGESTS, { error: 'Digest must be off, daily or weekly' });

export const EMAIL_MESSAGES = {
  badUnsubscribeToken: 'This unsubscribe link is not valid. Change your email settings in Account Settings.',
  unsubscribed: 'You will no longer get these emails.',
  saved: 'Email preferences saved',
} as const;

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
