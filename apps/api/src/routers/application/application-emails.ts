import type { OutgoingEmail } from '@talanta/db';
import { REJECTION_REASON_LABELS, type TRejectionReason } from '@talanta/schema';

interface Applicant {
  firstName: string;
  email: string;
}

/** A client turned down a job application: the reason, the client's note, and what may come next. */
export function applicationRejectedEmail(
  applicant: Applicant,
  jobTitle: string,
  origin: string,
  rejection: { reason: TRejectionReason | null; note: string | null },
): OutgoingEmail {
  return {
    to: applicant.email,
    subject: `Your application for "${jobTitle}"`,
    text: [
      `Hello ${applicant.firstName},`,
      '',
      `Thank you for applying to "${jobTitle}". The client has decided not to move forward with your application.`,
      '',
      ...(rejection.reason ? [`Reason: ${REJECTION_REASON_LABELS[rejection.reason]}`] : []),
      ...(rejection.note ? ['Note from the client:', rejection.note] : []),
      ...(rejection.reason || rejection.note ? [''] : []),
      `Other open jobs are waiting for you: ${origin}/jobs`,
      '',
      'The Talanta team',
    ].join('\n'),
  };
}
