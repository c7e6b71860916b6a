import { REJECTION_REASON_LABELS, type TRejectionReason } from '@talanta/schema';
import type { EmailContent } from '../../mail/email-content';
import { emailText } from '../../mail/email-language';

interface Person {
  id: number;
  firstName: string;
  email: string;
  /** The account's language (users.locale); English when none is chosen. */
  locale?: string | null;
}

/** A client turned down a job application: the reason, the client's note, and what may come next. */
export function applicationRejectedEmail(
  applicant: Person,
  jobTitle: string,
  origin: string,
  rejection: { reason: TRejectionReason | null; note: string | null },
): EmailContent {
  const t = emailText(applicant.locale);
  return {
    kind: 'application_update',
    to: applicant.email,
    locale: t.locale,
    userId: applicant.id,
    subject: t('Your application for "{jobTitle}"', { jobTitle }),
    preview: t('The client decided not to move forward.'),
    greeting: t('Hello {firstName},', { firstName: applicant.firstName }),
    blocks: [
      {
        paragraph: t(
          'Thank you for applying to "{jobTitle}". The client has decided not to move forward with your application.',
          { jobTitle },
        ),
      },
      ...(rejection.reason
        ? [{ facts: [{ label: t('Reason'), value: t.text(REJECTION_REASON_LABELS[rejection.reason]) }] }]
        : []),
      ...(rejection.note ? [{ quote: { label: t('Note from the client'), text: rejection.note } }] : []),
      { paragraph: t('Other open jobs are waiting for you:') },
      { action: { label: t('Browse open jobs'), url: `${origin}/jobs` } },
    ],
  };
}

/** A developer applied to a client's job: who, at what rate, and a link to the applicants. */
export function newApplicationEmail(
  client: Person,
  application: { jobId: number; jobTitle: string; developerName: string; proposedRateUsd: number },
  origin: string,
): EmailContent {
  const t = emailText(client.locale);
  const { jobTitle, developerName } = application;
  return {
    kind: 'application_received',
    to: client.email,
    locale: t.locale,
    userId: client.id,
    subject: t('New application for "{jobTitle}"', { jobTitle }),
    preview: t('{developerName} applied to your job.', { developerName }),
    greeting: t('Hello {firstName},', { firstName: client.firstName }),
    blocks: [
      { paragraph: t('{developerName} applied to your job "{jobTitle}".', { developerName, jobTitle }) },
      {
        facts: [{ label: t('Proposed rate'), value: t.money(Math.round(application.proposedRateUsd * 100)) }],
      },
      { action: { label: t('Review applicants'), url: `${origin}/jobs/${application.jobId}` } },
    ],
  };
}
