import {
  ADMIN_LIMITS,
  REJECTION_REASON_LABELS,
  type TRejectionReason,
  type TVettingStageKey,
  type TVettingStageState,
  VETTING_STAGE_LABELS,
} from '@talanta/schema';
import type { EmailBlock, EmailContent } from '../../mail/email-content';
import { type EmailText, emailText } from '../../mail/email-language';

interface Applicant {
  firstName: string;
  email: string;
  /** The language the form was filled in (vetting_submissions.locale; null before migration 0051). */
  locale?: string | null;
}

/** The applicant's account, when they have one, and its language (users.locale; null until chosen). */
interface Account {
  id: number;
  locale?: string | null;
}

/** The account's language when it chose one, else the language the form was filled in, else English. */
function applicantLanguage(applicant: Applicant, account: Account | null): string | null {
  return account?.locale ?? applicant.locale ?? null;
}

/**
 * The vetting emails go to the applicant's address; `userId` is their account, when they have one.
 * They are written in the applicant's language (applicantLanguage).
 */
function vettingEmail(
  applicant: Applicant,
  userId: number | null,
  t: EmailText,
  email: { subject: string; preview: string; blocks: EmailBlock[]; signoff?: string[] },
): EmailContent {
  return {
    kind: 'vetting',
    to: applicant.email,
    locale: t.locale,
    userId,
    greeting: t('Hello {firstName},', { firstName: applicant.firstName }),
    ...email,
  };
}

export const VETTING_RECEIVED_SUBJECT = 'We received your Talanta Tech Talent application';

/**
 * The receipt. An applicant without an account gets the link to make one, asking only for a
 * password: the assessment, the interview and the references that follow need it (issue 38).
 */
export function vettingReceivedEmail(
  applicant: Applicant,
  account: Account | null,
  accountLink: string | null,
  /** The language to write in: the account's, or for a person without one the form's. */
  locale: string | null = account?.locale ?? null,
): EmailContent {
  const t = emailText(locale);
  return vettingEmail(applicant, account?.id ?? null, t, {
    subject: t(VETTING_RECEIVED_SUBJECT),
    preview: accountLink
      ? t('Create your account to follow your application.')
      : t('Our team reviews every application by hand.'),
    blocks: [
      {
        paragraph: t('Thank you for applying to join Talanta as Tech Talent. Your application has arrived.'),
      },
      {
        paragraph: t(
          'Our team reviews every application by hand within 3-5 business days. After the review come a short online assessment, an interview and references; we will email you at each step.',
        ),
      },
      ...(accountLink
        ? [
            {
              paragraph: t(
                'Create your Talanta account now: it only needs a password, and it is where you take the next steps. The link works for {days} days.',
                { days: ADMIN_LIMITS.invitationDays },
              ),
            },
            { action: { label: t('Create my account'), url: accountLink } },
          ]
        : [{ paragraph: t('Sign in to Talanta to follow your application on your dashboard.') }]),
    ],
  });
}

/** Approved, no account yet (so the form's language): the invitation to create the developer account. */
export function invitationEmail(applicant: Applicant, link: string): EmailContent {
  const t = emailText(applicantLanguage(applicant, null));
  return vettingEmail(applicant, null, t, {
    subject: t("You're approved to join Talanta as Tech Talent"),
    preview: t('Create your developer account within {days} days.', { days: ADMIN_LIMITS.invitationDays }),
    blocks: [
      {
        paragraph: t(
          'Good news: our team has reviewed your application and approved you to join Talanta as Tech Talent.',
        ),
      },
      {
        paragraph: t('Create your developer account with this email address ({email}) within {days} days:', {
          email: applicant.email,
          days: ADMIN_LIMITS.invitationDays,
        }),
      },
      { action: { label: t('Create my developer account'), url: link } },
      {
        paragraph: t(
          'Your profile will be filled in from your application and shown to clients straight away. You can polish it (rate, availability, location) once you are signed in.',
        ),
      },
    ],
    signoff: [t('Welcome aboard,'), t('The Talanta team')],
  });
}

/** Approved, and the person already has an account. */
export function approvedWithAccountEmail(
  applicant: Applicant,
  account: Account,
  origin: string,
  accountRole: 'developer' | 'client' | 'admin',
): EmailContent {
  const t = emailText(applicantLanguage(applicant, account));
  const roles = { client: t('client'), admin: t('admin') };
  return approvedEmail(
    applicant,
    account.id,
    t,
    accountRole === 'developer'
      ? [
          {
            paragraph: t(
              'Your developer profile is now approved and visible to clients. Sign in to review it:',
            ),
          },
          { action: { label: t('Sign in to Talanta'), url: `${origin}/login` } },
        ]
      : [
          {
            paragraph: t(
              'Your Talanta account under this email is a {role} account. Reply to this email and we will switch it to a Tech Talent account for you.',
              { role: roles[accountRole] },
            ),
          },
        ],
  );
}

/** Approved, and a developer account under this address has not proven it yet. */
export function approvedConfirmAddressEmail(
  applicant: Applicant,
  account: Account,
  link: string,
): EmailContent {
  const t = emailText(applicantLanguage(applicant, account));
  return approvedEmail(applicant, account.id, t, [
    {
      paragraph: t(
        'Your Talanta account under {email} has not confirmed this address yet. Open this link within 48 hours to confirm it; your profile is then filled in from your application and shown to clients:',
        { email: applicant.email },
      ),
    },
    { action: { label: t('Confirm my address'), url: link } },
  ]);
}

function approvedEmail(applicant: Applicant, userId: number, t: EmailText, next: EmailBlock[]): EmailContent {
  return vettingEmail(applicant, userId, t, {
    subject: t('Your Talanta Tech Talent application was approved'),
    preview: t('You are approved to join Talanta as Tech Talent.'),
    blocks: [
      {
        paragraph: t(
          'Good news: our team has reviewed your application and approved you to join Talanta as Tech Talent.',
        ),
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
  account: Account | null,
  details: RejectionDetails,
): EmailContent {
  const t = emailText(applicantLanguage(applicant, account));
  const reapply = t('You may apply again from {date}.', { date: t.day(details.reapplyFrom) });
  return vettingEmail(applicant, account?.id ?? null, t, {
    subject: t('Your Talanta Tech Talent application'),
    preview: reapply,
    blocks: [
      {
        paragraph: t(
          'Thank you for applying to join Talanta as Tech Talent and for the time you put into your application.',
        ),
      },
      {
        paragraph: details.afterApproval
          ? t(
              'After a further review, we are not able to offer you a place in our network at this time, and the earlier approval no longer applies.',
            )
          : t('After careful review, we are not able to offer you a place in our network at this time.'),
      },
      ...(details.reason
        ? [{ facts: [{ label: t('Reason'), value: t.text(REJECTION_REASON_LABELS[details.reason]) }] }]
        : []),
      ...(details.note ? [{ quote: { label: t('Note from our reviewers'), text: details.note } }] : []),
      {
        paragraph: t(
          'This is not a judgement of your potential: our network is small and we match it closely to the roles our clients are hiring for right now.',
        ),
      },
      { paragraph: reapply },
    ],
    signoff: [t('We wish you every success,'), t('The Talanta team')],
  });
}

/**
 * A stage's news as a whole sentence per stage and state (a label glued to a verb phrase reads
 * in English only); the subject is the same news after "Your Talanta vetting:".
 */
function stageNews(t: EmailText, stage: TVettingStageKey, state: TVettingStageState) {
  const label = t.text(VETTING_STAGE_LABELS[stage]);
  const sentences: Record<TVettingStageState, string> = {
    pending: t('{stage} is waiting for you or for us', { stage: label }),
    scheduled: t('{stage} is scheduled', { stage: label }),
    passed: t('{stage} passed', { stage: label }),
    failed: t('{stage} did not pass', { stage: label }),
    skipped: t('{stage} is not needed for your application', { stage: label }),
  };
  // English lower-cases the stage after the colon, as it always did; the other languages word the
  // news as a sentence that reads well there as it is.
  const inSubject =
    t.locale === 'en' ? sentences[state].replace(label, label.toLowerCase()) : sentences[state];
  // Hindi ends a sentence with the danda, the other languages with a full stop.
  const stop = t.locale === 'hi' ? '।' : '.';
  return { sentence: `${sentences[state]}${stop}`, inSubject };
}

/** A stage changed (issue 38): the applicant hears which, and where to see the whole timeline. */
export function vettingStageEmail(
  applicant: Applicant,
  account: Account | null,
  stage: TVettingStageKey,
  state: TVettingStageState,
  origin: string,
): EmailContent {
  const t = emailText(applicantLanguage(applicant, account));
  const { sentence, inSubject } = stageNews(t, stage, state);
  return vettingEmail(applicant, account?.id ?? null, t, {
    subject: t('Your Talanta vetting: {news}', { news: inSubject }),
    preview: sentence,
    blocks: [
      { paragraph: t('An update on your Talanta Tech Talent application: {news}', { news: sentence }) },
      {
        paragraph: t(
          'Your dashboard shows every stage of your vetting, what comes next and by when. Sign in with this email address to see it.',
        ),
      },
      { action: { label: t('See my vetting'), url: `${origin}/dashboard` } },
    ],
  });
}
