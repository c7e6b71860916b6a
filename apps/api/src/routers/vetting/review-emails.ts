import {
  ADMIN_LIMITS,
  REJECTION_REASON_LABELS,
  type TRejectionReason,
  type TVettingStageKey,
  type TVettingStageState,
  VETTING_STAGE_LABELS,
} from '@talanta/schema';
import type { EmailBlock, EmailContent } from '../../mail/email-content';

interface Applicant {
  firstName: string;
  email: string;
}

/** The vetting emails go to the applicant's address; `userId` is their account, when they have one. */
function vettingEmail(
  applicant: Applicant,
  userId: number | null,
  email: { subject: string; preview: string; blocks: EmailBlock[]; signoff?: string[] },
): EmailContent {
  return {
    kind: 'vetting',
    to: applicant.email,
    userId,
    greeting: `Hello ${applicant.firstName},`,
    ...email,
  };
}

export const VETTING_RECEIVED_SUBJECT = 'We received your Talanta Tech Talent application';

/** Submitted: the applicant hears it arrived and what happens next. */
/**
 * The receipt. An applicant without an account gets the link to make one, asking only for a
 * password: the assessment, the interview and the references that follow need it (issue 38).
 */
export function vettingReceivedEmail(
  applicant: Applicant,
  userId: number | null,
  accountLink: string | null,
): EmailContent {
  return vettingEmail(applicant, userId, {
    subject: VETTING_RECEIVED_SUBJECT,
    preview: accountLink
      ? 'Create your account to follow your application.'
      : 'Our team reviews every application by hand.',
    blocks: [
      { paragraph: 'Thank you for applying to join Talanta as Tech Talent. Your application has arrived.' },
      {
        paragraph:
          'Our team reviews every application by hand within 3-5 business days. After the review come a short online assessment, an interview and references; we will email you at each step.',
      },
      ...(accountLink
        ? [
            {
              paragraph: `Create your Talanta account now: it only needs a password, and it is where you take the next steps. The link works for ${ADMIN_LIMITS.invitationDays} days.`,
            },
            { action: { label: 'Create my account', url: accountLink } },
          ]
        : [{ paragraph: 'Sign in to Talanta to follow your application on your dashboard.' }]),
    ],
  });
}

/** Approved, no account yet: the invitation to create the developer account. */
export function invitationEmail(applicant: Applicant, link: string): EmailContent {
  return vettingEmail(applicant, null, {
    subject: "You're approved to join Talanta as Tech Talent",
    preview: `Create your developer account within ${ADMIN_LIMITS.invitationDays} days.`,
    blocks: [
      {
        paragraph:
          'Good news: our team has reviewed your application and approved you to join Talanta as Tech Talent.',
      },
      {
        paragraph: `Create your developer account with this email address (${applicant.email}) within ${ADMIN_LIMITS.invitationDays} days:`,
      },
      { action: { label: 'Create my developer account', url: link } },
      {
        paragraph:
          'Your profile will be filled in from your application and shown to clients straight away. You can polish it (rate, availability, location) once you are signed in.',
      },
    ],
    signoff: ['Welcome aboard,', 'The Talanta team'],
  });
}

/** Approved, and the person already has an account. */
export function approvedWithAccountEmail(
  applicant: Applicant,
  userId: number,
  origin: string,
  accountRole: 'developer' | 'client' | 'admin',
): EmailContent {
  return approvedEmail(
    applicant,
    userId,
    accountRole === 'developer'
      ? [
          {
            paragraph: 'Your developer profile is now approved and visible to clients. Sign in to review it:',
          },
          { action: { label: 'Sign in to Talanta', url: `${origin}/login` } },
        ]
      : [
          {
            paragraph: `Your Talanta account under this email is a ${accountRole} account. Reply to this email and we will switch it to a Tech Talent account for you.`,
          },
        ],
  );
}

/** Approved, and a developer account under this address has not proven it yet. */
export function approvedConfirmAddressEmail(
  applicant: Applicant,
  userId: number,
  link: string,
): EmailContent {
  return approvedEmail(applicant, userId, [
    {
      paragraph: `Your Talanta account under ${applicant.email} has not confirmed this address yet. Open this link within 48 hours to confirm it; your profile is then filled in from your application and shown to clients:`,
    },
    { action: { label: 'Confirm my address', url: link } },
  ]);
}

function approvedEmail(applicant: Applicant, userId: number, next: EmailBlock[]): EmailContent {
  return vettingEmail(applicant, userId, {
    subject: 'Your Talanta Tech Talent application was approved',
    preview: 'You are approved to join Talanta as Tech Talent.',
    blocks: [
      {
        paragraph:
          'Good news: our team has reviewed your application and approved you to join Talanta as Tech Talent.',
      },
      ...next,
    ],
  });
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
export function rejectionEmail(
  applicant: Applicant,
  userId: number | null,
  details: RejectionDetails,
): EmailContent {
  return vettingEmail(applicant, userId, {
    subject: 'Your Talanta Tech Talent application',
    preview: `You may apply again from ${details.reapplyFrom}.`,
    blocks: [
      {
        paragraph:
          'Thank you for applying to join Talanta as Tech Talent and for the time you put into your application.',
      },
      {
        paragraph: details.afterApproval
          ? 'After a further review, we are not able to offer you a place in our network at this time, and the earlier approval no longer applies.'
          : 'After careful review, we are not able to offer you a place in our network at this time.',
      },
      ...(details.reason
        ? [{ facts: [{ label: 'Reason', value: REJECTION_REASON_LABELS[details.reason] }] }]
        : []),
      ...(details.note ? [{ quote: { label: 'Note from our reviewers', text: details.note } }] : []),
      {
        paragraph:
          'This is not a judgement of your potential: our network is small and we match it closely to the roles our clients are hiring for right now.',
      },
      { paragraph: `You may apply again from ${details.reapplyFrom}.` },
    ],
    signoff: ['We wish you every success,', 'The Talanta team'],
  });
}

const STAGE_STATE_WORDS: Record<TVettingStageState, string> = {
  pending: 'is waiting for you or for us',
  scheduled: 'is scheduled',
  passed: 'passed',
  failed: 'did not pass',
  skipped: 'is not needed for your application',
};

/** A stage changed (issue 38): the applicant hears which, and where to see the whole timeline. */
export function vettingStageEmail(
  applicant: Applicant,
  userId: number | null,
  stage: TVettingStageKey,
  state: TVettingStageState,
  origin: string,
): EmailContent {
  const label = VETTING_STAGE_LABELS[stage];
  const sentence = `${label} ${STAGE_STATE_WORDS[state]}.`;
  return vettingEmail(applicant, userId, {
    subject: `Your Talanta vetting: ${label.toLowerCase()} ${STAGE_STATE_WORDS[state]}`,
    preview: sentence,
    blocks: [
      { paragraph: `An update on your Talanta Tech Talent application: ${sentence}` },
      {
        paragraph:
          'Your dashboard shows every stage of your vetting, what comes next and by when. Sign in with this email address to see it.',
      },
      { action: { label: 'See my vetting', url: `${origin}/dashboard` } },
    ],
  });
}
