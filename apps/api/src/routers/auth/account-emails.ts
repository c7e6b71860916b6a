import type { EmailContent } from '../../mail/email-content';
import { emailLocale, emailText } from '../../mail/email-language';

/** The emails of email verification and email changes: security emails, always sent. */

interface Recipient {
  id: number;
  firstName: string;
  email: string;
  /** The account's language (users.locale); English when none is chosen. */
  locale?: string | null;
}

export function verificationEmail(user: Recipient, link: string): EmailContent {
  const t = emailText(user.locale);
  return {
    kind: 'security',
    to: user.email,
    locale: emailLocale(user.locale),
    userId: user.id,
    subject: t('Verify your Talanta email address'),
    preview: t('Confirm your email address within 48 hours.'),
    greeting: t('Hello {firstName},', { firstName: user.firstName }),
    blocks: [
      {
        paragraph: t(
          'Please confirm that {email} is your email address by opening this link within 48 hours:',
          { email: user.email },
        ),
      },
      { action: { label: t('Verify my email address'), url: link } },
      {
        paragraph: t(
          'If you did not create a Talanta account or change your email to this address, ignore this email.',
        ),
      },
    ],
  };
}

export function emailChangedNotice(user: Recipient, newEmail: string, undoLink: string): EmailContent {
  const t = emailText(user.locale);
  return {
    kind: 'security',
    to: user.email,
    locale: emailLocale(user.locale),
    userId: user.id,
    subject: t('Your Talanta email address was changed'),
    preview: t("Your account's email is now {newEmail}.", { newEmail }),
    greeting: t('Hello {firstName},', { firstName: user.firstName }),
    blocks: [
      {
        paragraph: t('The email address of your Talanta account was changed from {email} to {newEmail}.', {
          email: user.email,
          newEmail,
        }),
      },
      { paragraph: t('Every other session of the account was signed out.') },
      {
        paragraph: t(
          'If you did not make this change, open this link within 7 days to restore this address and sign everyone out:',
        ),
      },
      { action: { label: t('Restore my old address'), url: undoLink } },
      { paragraph: t('If it was you, there is nothing to do.') },
    ],
  };
}

export function passwordResetEmail(user: Recipient, link: string): EmailContent {
  const t = emailText(user.locale);
  return {
    kind: 'security',
    to: user.email,
    locale: emailLocale(user.locale),
    userId: user.id,
    subject: t('Reset your Talanta password'),
    preview: t('Choose a new password within one hour.'),
    greeting: t('Hello {firstName},', { firstName: user.firstName }),
    blocks: [
      { paragraph: t('Someone (hopefully you) asked to reset the password of your Talanta account.') },
      { paragraph: t('Open this link within one hour to choose a new password:') },
      { action: { label: t('Choose a new password'), url: link } },
      { paragraph: t('If you did not ask for this, ignore this email: your password stays as it is.') },
    ],
  };
}
