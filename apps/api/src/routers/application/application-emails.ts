import { formatUsd, REJECTION_REASON_LABELS, type TRejectionReason } from '@talanta/schema';
import type { EmailContent } from '../../mail/email-content';

interface Person {
  id: number;
  firstName: string;
  email: string;
}

/** A client turned down a job application: the reason, the client's note, and what may come next. */
export function applicationRejectedEmail(
  applicant: Person,
  jobTitle: string,
  origin: string,
  rejection: { reason: TRejectionReason | null; note: string | null },
): EmailContent {
  return {
    kind: 'application_update',
    to: applicant.email,
    userId: applicant.id,
    subject: `Your application for "${jobTitle}"`,
    preview: 'The client decided not to move forward.',
    greeting: `Hello ${applicant.firstName},`,
    blocks: [
      {
        paragraph: `Thank you for applying to "${jobTitle}". The client has decided not to move forward with your application.`,
      },
      ...(rejection.reason
        ? [{ facts: [{ label: 'Reason', value: REJECTION_REASON_LABELS[rejection.reason] }] }]
        : []),
      ...(rejection.note ? [{ quote: { label: 'Note from the client', text: rejection.note } }] : []),
      { paragraph: 'Other open jobs are waiting for you:' },
      { action: { label: 'Browse open jobs', url: `${origin}/jobs` } },
    ],
  };
}

/** A developer applied to a client's job: who, at what rate, and a link to the applicants. */
export function newApplicationEmail(
  client: Person,
  application: { jobId: number; jobTitle: string; developerName: string; proposedRateUsd: number },
  origin: string,
): EmailContent {
  return {
    kind: 'application_received',
    to: client.email,
    userId: client.id,
    subject: `New application for "${application.jobTitle}"`,
    preview: `${application.developerName} applied to your job.`,
    greeting: `Hello ${client.firstName},`,
    blocks: [
      { paragraph: `${application.developerName} applied to your job "${application.jobTitle}".` },
      {
        facts: [{ label: 'Proposed rate', value: formatUsd(Math.round(application.proposedRateUsd * 100)) }],
      },
      { action: { label: 'Review applicants', url: `${origin}/jobs/${application.jobId}` } },
    ],
  };
}
