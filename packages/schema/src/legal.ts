import { z } from 'zod';

/**
 * The versions of the Terms of Service and the Privacy Policy in force (their dates, UTC). A
 * registration records its consent to both with these versions; change one when its text changes.
 */
export const TERMS_VERSION = '2026-11-23';
export const PRIVACY_VERSION = '2026-11-23';

export const CONSENT_DOCUMENTS = ['terms', 'privacy'] as const;
export type TConsentDocument = (typeof CONSENT_DOCUMENTS)[number];

export const CONSENT_MESSAGES = {
  acceptTerms: 'Please accept the Terms of Service and Privacy Policy',
} as const;

/** Registration's consent: only `true` is accepted (absent or false is a 400 with the message). */
export const ZAcceptTerms = z.literal(true, { error: CONSENT_MESSAGES.acceptTerms });
