import {
  REFERENCE_RELATIONSHIP_LABELS,
  type TReferenceRelationship,
  VETTING_REFERENCE_DAYS,
} from '@talanta/schema';
import type { EmailContent } from '../../mail/email-content';
import { formatInTimeZone } from '../../mail/email-time';

export interface ReferenceRequest {
  applicant: { firstName: string; lastName: string };
  referee: { name: string; email: string; relationship: TReferenceRelationship };
  link: string;
  expiresAt: Date;
}

/**
 * To a referee the applicant named: a request on the applicant's behalf with the single-use link.
 * The referee has no account, so no preferences or unsubscribe link; one email per naming.
 */
export function referenceRequestEmail({
  applicant,
  referee,
  link,
  expiresAt,
}: ReferenceRequest): EmailContent {
  const applicantName = `${applicant.firstName} ${applicant.lastName}`.trim();
  return {
    kind: 'vetting',
    to: referee.email,
    userId: null,
    subject: `${applicantName} asked you for a reference on Talanta`,
    preview: 'Two minutes, no account needed.',
    greeting: `Hello ${referee.name},`,
    blocks: [
      {
        paragraph: `${applicantName} has applied to join Talanta as Tech Talent and named you as a referee.`,
      },
      {
        facts: [
          { label: 'Applicant', value: applicantName },
          { label: 'How they know you', value: REFERENCE_RELATIONSHIP_LABELS[referee.relationship] },
        ],
      },
      {
        paragraph:
          'Three questions, no account needed: how long you worked together, whether you would work with them again, and any comments.',
      },
      { action: { label: 'Give a reference', url: link } },
      {
        paragraph: `The link works once, for ${VETTING_REFERENCE_DAYS} days (until ${formatInTimeZone(expiresAt, 'UTC')}). Only Talanta's vetting team reads your answers; ${applicant.firstName} sees only that you answered.`,
      },
    ],
    footerReason: `You got this email because ${applicantName} named you as a referee on Talanta. We do not email you again unless they name you again.`,
  };
}

/** The referee's page: the web app's /references/{token}. */
export function referenceLink(origin: string, token: string): string {
  return `${origin}/references/${token}`;
}
