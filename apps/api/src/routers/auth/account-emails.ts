import type { EmailContent } from '../../mail/email-content';

/** The emails of email verification and email changes: security emails, always sent. */

interface Recipient {
  id: number;
  firstName: string;
  email: string;
}

export function verificationEmail(user: Recipient, link: string): EmailContent {
  return {
    kind: 'security',
    to: user.email,
    userId: user.id,
    subject: 'Verify your Talanta email address',
    preview: 'Confirm your email address within 48 hours.',
    greeting: `Hello ${user.firstName},`,
    blocks: [
      {
        paragraph: `Please confirm that ${user.email} is your email address by opening this link within 48 hours:`,
      },
      { action: { label: 'Verify my email address', url: link } },
      {
        paragraph:
          'If you did not create a Talanta account or change your email to this address, ignore this email.',
      },
    ],
  };
}

export function emailChangedNotice(user: Recipient, newEmail: string, undoLink: string): EmailContent {
  return {
    kind: 'security',
    to: user.email,
    userId: user.id,
    subject: 'Your Talanta email address was changed',
    preview: `Your account's email is now ${newEmail}.`,
    greeting: `Hello ${user.firstName},`,
    blocks: [
      {
        paragraph: `The email address of your Talanta account was changed from ${user.email} to ${newEmail}.`,
      },
      { paragraph: 'Every other session of the account was signed out.' },
      {
        paragraph:
          'If you did not make this change, open this link within 7 days to restore this address and sign everyone out:',
      },
      { action: { label: 'Restore my old address', url: undoLink } },
      { paragraph: 'If it was you, there is nothing to do.' },
    ],
  };
}

export function passwordResetEmail(user: Recipient, link: string): EmailContent {
  return {
    kind: 'security',
    to: user.email,
    userId: user.id,
    subject: 'Reset your Talanta password',
    preview: 'Choose a new password within one hour.',
    greeting: `Hello ${user.firstName},`,
    blocks: [
      { paragraph: 'Someone (hopefully you) asked to reset the password of your Talanta account.' },
      { paragraph: 'Open this link within one hour to choose a new password:' },
      { action: { label: 'Choose a new password', url: link } },
      { paragraph: 'If you did not ask for this, ignore this email: your password stays as it is.' },
    ],
  };
}
