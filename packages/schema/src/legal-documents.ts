// Apart from legal.ts so that the Terms and Privacy pages, which need only a version, do not build zod.

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
