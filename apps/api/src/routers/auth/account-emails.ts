import type { OutgoingEmail } from '@talanta/db';

/** The emails of email verification and email changes. */

interface Recipient {
  firstName: string;
  email: string;
}

export function verificationEmail(user: Recipient, link: string): OutgoingEmail {
  return {
    to: user.email,
    subject: 'Verify your Talanta email address',
    text: [
      `Hello ${user.firstName},`,
      '',
      `Please confirm that ${user.email} is your email address by opening this link within 48 hours:`,
      '',
      link,
      '',
      'If you did not create a Talanta account or change your email to this address, ignore this email.',
      '',
      'The Talanta team',
    ].join('\n'),
  };
}

export function emailChangedNotice(user: Recipient, newEmail: string, undoLink: string): OutgoingEmail {
  return {
    to: user.email,
    subject: 'Your Talanta email address was changed',
    text: [
      `Hello ${user.firstName},`,
      '',
      `The email address of your Talanta account was changed from ${user.email} to ${newEmail}.`,
      'Every other session of the account was signed out.',
      '',
      'If you did not make this change, open this link within 7 days to restore this address and sign',
      'everyone out:',
      '',
      undoLink,
      '',
      'If it was you, there is nothing to do.',
      '',
      'The Talanta team',
    ].join('\n'),
  };
}
