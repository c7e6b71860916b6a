import {
  REFERENCE_RELATIONSHIP_LABELS,
  type TReferenceRelationship,
  VETTING_REFERENCE_DAYS,
} from '@talanta/schema';
import type { EmailContent } from '../../mail/email-content';
import { emailText } from '../../mail/email-language';

export interface ReferenceRequest {
  /** `locale`: the applicant's account's language (users.locale). */
  applicant: { firstName: string; lastName: string; locale?: string | null };
  referee: { name: string; email: string; relationship: TReferenceRelationship };
  link: string;
  expiresAt: Date;
}

/**
 * To a referee the applicant named: a request on the applicant's behalf with the single-use link.
 * The referee has no account, so no preferences or unsubscribe link; one email per naming.
 * The referee has no language of their own on Talanta either: the email is in the applicant's,
 * since the applicant knows them and most likely shares a language with them.
 */
export function referenceRequestEmail({
  applicant,
  referee,
  link,
  expiresAt,
}: ReferenceRequest): EmailContent {
  const t = emailText(applicant.locale);
  const applicantName = `${applicant.firstName} ${applicant.lastName}`.trim();
  return {
    kind: 'vetting',
    to: referee.email,
    locale: t.locale,
    userId: null,
    subject: t('{applicantName} asked you for a reference on Talanta', { applicantName }),
    preview: t('Two minutes, no account needed.'),
    greeting: t('Hello {firstName},', { firstName: referee.name }),
    blocks: [
      {
        paragraph: t(
          '{applicantName} has applied to join Talanta as Tech Talent and named you as a referee.',
          {
            applicantName,
          },
        ),
      },
      {
        facts: [
          { label: t('Applicant'), value: applicantName },
          {
            label: t('How they know you'),
            value: t.text(REFERENCE_RELATIONSHIP_LABELS[referee.relationship]),
          },
        ],
      },
      {
        paragraph: t(
          'Three questions, no account needed: how long you worked together, whether you would work with them again, and any comments.',
        ),
      },
      { action: { label: t('Give a reference'), url: link } },
      {
        paragraph: t(
          "The link works once, for {days} days (until {until}). Only Talanta's vetting team reads your answers; {applicantFirstName} sees only that you answered.",
          {
            days: VETTING_REFERENCE_DAYS,
            until: t.time(expiresAt, 'UTC'),
            applicantFirstName: applicant.firstName,
          },
        ),
      },
    ],
    footerReason: t(
      'You got this email because {applicantName} named you as a referee on Talanta. We do not email you again unless they name you again.',
      { applicantName },
    ),
  };
}

/** The referee's page: the web app's /references/{token}. */
export function referenceLink(origin: string, token: string): string {
  return `${origin}/references/${token}`;
}
