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

/**
 * Registration's consent field. Only `true` is accepted, but that is checked beside the form's other
 * cross-field rules (see ZRegisterInput) rather than here: a failing literal would stop zod before
 * those rules, and an empty form would lose the spec's "Area of specialization is required" message.
 */
export const ZAcceptTerms = z
  .boolean({ error: CONSENT_MESSAGES.acceptTerms })
  .optional()
  .meta({ description: 'Must be true: consent to the Terms of Service and Privacy Policy' });

/** Whether the consent was given; absent or false is a 400 with CONSENT_MESSAGES.acceptTerms. */
export const hasAcceptedTerms = (acceptTerms: boolean | undefined) => acceptTerms === true;
