import type { OutgoingEmail } from '@talanta/db';
import { ADMIN_LIMITS, REJECTION_REASON_LABELS, type TRejectionReason } from '@talanta/schema';

interface Applicant {
  firstName: string;
  email: string;
}

/** Approved, no account yet: the invitation to create the developer account. */
export function invitationEmail(applicant: Applicant, link: string): OutgoingEmail {
  return {
    to: applicant.email,
    subject: "You're approved to join Talanta as Tech Talent",
    text: [
      `Hello ${applicant.firstName},`,
      '',
      'Good news: our team has reviewed your application and approved you to join Talanta as Tech Talent.',
      '',
      `Create your developer account with this email address (${applicant.email}) within ${ADMIN_LIMITS.invitationDays} days:`,
      '',
      link,
      '',
      'Your profile will be filled in from your application and shown to clients straight away.',
      'You can polish it (rate, availability, location) once you are signed in.',
      '',
      'Welcome aboard,',
      'The Talanta team',
    ].join('\n'),
  };
}

/** Approved, and the person already has an account. */
export function approvedWithAccountEmail(
  applicant: Applicant,
  origin: string,
  accountRole: 'developer' | 'client' | 'admin',
): OutgoingEmail {
  return approvedEmail(
    applicant,
    accountRole === 'developer'
      ? [
          'Your developer profile is now approved and visible to clients. Sign in to review it:',
          '',
          `${origin}/login`,
        ]
      : [
          `Your Talanta account under this email is a ${accountRole} account. Reply to this email and we will`,
          'switch it to a Tech Talent account for you.',
        ],
  );
}

/** Approved, and a developer account under this address has not proven it yet. */
export function approvedConfirmAddressEmail(applicant: Applicant, link: string): OutgoingEmail {
  return approvedEmail(applicant, [
    `Your Talanta account under ${applicant.email} has not confirmed this address yet. Open this link`,
    'within 48 hours to confirm it; your profile is then filled in from your application and shown to clients:',
    '',
    link,
  ]);
}

function approvedEmail(applicant: Applicant, next: string[]): OutgoingEmail {
  return {
    to: applicant.email,
    subject: 'Your Talanta Tech Talent application was approved',
    text: [
      `Hello ${applicant.firstName},`,
      '',
      'Good news: our team has reviewed your application and approved you to join Talanta as Tech Talent.',
      '',
      ...next,
      '',
      'The Talanta team',
    ].join('\n'),
  };
}

export interface RejectionDetails {
  /** On a second look after an approval, which no longer applies. */
  afterApproval: boolean;
  reason: TRejectionReason | null;
  note: string | null;
  /** YYYY-MM-DD: the first day the person may apply again (REAPPLY_AFTER_DAYS). */
  reapplyFrom: string;
}

/** Not approved (at first review, or on a second look after an approval). */
export function rejectionEmail(applicant: Applicant, details: RejectionDetails): OutgoingEmail {
  const reasonLines = [
    ...(details.reason ? [`Reason: ${REJECTION_REASON_LABELS[details.reason]}`] : []),
    ...(details.note ? ['Note from our reviewers:', details.note] : []),
  ];
  return {
    to: applicant.email,
    subject: 'Your Talanta Tech Talent application',
    text: [
      `Hello ${applicant.firstName},`,
      '',
      'Thank you for applying to join Talanta as Tech Talent and for the time you put into your application.',
      details.afterApproval
        ? 'After a further review, we are not able to offer you a place in our network at this time, and the earlier approval no longer applies.'
        : 'After careful review, we are not able to offer you a place in our network at this time.',
      '',
      ...(reasonLines.length > 0 ? [...reasonLines, ''] : []),
      'This is not a judgement of your potential: our network is small and we match it closely to the',
      `roles our clients are hiring for right now. You may apply again from ${details.reapplyFrom}.`,
      '',
      'We wish you every success,',
      'The Talanta team',
    ].join('\n'),
  };
}
