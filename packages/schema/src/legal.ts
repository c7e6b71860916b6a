import { z } from 'zod';
import { CONSENT_MESSAGES } from './legal-documents';

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
