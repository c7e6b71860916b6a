import { meetYourMatchesEmail } from '../../src/introductions/introduction-email';
import type { EmailContent } from '../../src/mail/email-content';
import {
  applicationRejectedEmail,
  newApplicationEmail,
} from '../../src/routers/application/application-emails';
import {
  emailChangedNotice,
  passwordResetEmail,
  verificationEmail,
} from '../../src/routers/auth/account-emails';
import { referenceRequestEmail } from '../../src/routers/vetting/references-emails';
import {
  approvedConfirmAddressEmail,
  approvedWithAccountEmail,
  invitationEmail,
  rejectionEmail,
  vettingReceivedEmail,
} from '../../src/routers/vetting/review-emails';
import { endpointDisabledEmail } from '../../src/webhooks/emails';

export const SAMPLE_ORIGIN = 'https://talanta.example';

/** One email of every template, with the facts each must show (for the tests and the screenshots). */
export function emailSamples(userId: number): { name: string; content: EmailContent; facts: string[] }[] {
  const ada = { id: userId, firstName: 'Ada', email: 'ada@example.com' };
  const link = `${SAMPLE_ORIGIN}/verify-email?token=abc123`;
  return [
    { name: 'verification', content: verificationEmail(ada, link), facts: [link, '48 hours'] },
    {
      name: 'email-changed',
      content: emailChangedNotice(ada, 'new@example.com', `${SAMPLE_ORIGIN}/undo-email-change?token=u1`),
      facts: ['new@example.com', '/undo-email-change?token=u1'],
    },
    {
      name: 'password-reset',
      content: passwordResetEmail(ada, `${SAMPLE_ORIGIN}/reset-password?token=r1`),
      facts: ['/reset-password?token=r1', 'one hour'],
    },
    {
      name: 'new-application',
      content: newApplicationEmail(
        ada,
        { jobId: 7, jobTitle: 'Senior React Developer', developerName: 'Grace Hopper', proposedRateUsd: 85 },
        SAMPLE_ORIGIN,
      ),
      facts: ['Grace Hopper', 'Senior React Developer', '$85.00', '/jobs/7'],
    },
    {
      name: 'application-rejected',
      content: applicationRejectedEmail(ada, 'Senior React Developer', SAMPLE_ORIGIN, {
        reason: 'skills_mismatch',
        note: 'We need more TypeScript experience.',
      }),
      facts: [
        'Senior React Developer',
        'Skills do not match the role',
        'We need more TypeScript experience.',
      ],
    },
    {
      name: 'vetting-received',
      content: vettingReceivedEmail(ada, ada, null),
      facts: ['Your application has arrived'],
    },
    {
      name: 'vetting-received-with-account-link',
      content: vettingReceivedEmail(ada, null, `${SAMPLE_ORIGIN}/register?invite=r1`),
      facts: ['Your application has arrived', 'Create my account', '/register?invite=r1'],
    },
    {
      name: 'vetting-invitation',
      content: invitationEmail(ada, `${SAMPLE_ORIGIN}/register?invitation=i1`),
      facts: ['/register?invitation=i1'],
    },
    {
      name: 'vetting-approved',
      content: approvedWithAccountEmail(ada, ada, SAMPLE_ORIGIN, 'developer'),
      facts: ['approved', '/login'],
    },
    {
      name: 'vetting-approved-confirm',
      content: approvedConfirmAddressEmail(ada, ada, link),
      facts: [link],
    },
    {
      name: 'vetting-rejected',
      content: rejectionEmail(ada, ada, {
        afterApproval: false,
        reason: 'skills_mismatch',
        note: 'Show us a larger project.',
        reapplyFrom: '2027-02-21',
      }),
      facts: ['Skills do not match the role', 'Show us a larger project.', '2027-02-21'],
    },
    {
      name: 'vetting-reference-request',
      content: referenceRequestEmail({
        applicant: { firstName: 'Grace', lastName: 'Hopper' },
        referee: { name: 'Ada', email: ada.email, relationship: 'manager' },
        link: `${SAMPLE_ORIGIN}/references/k7q2`,
        expiresAt: new Date('2027-02-21T10:00:00Z'),
      }),
      facts: ['Grace Hopper', 'Their manager', '/references/k7q2', '21 Feb 2027', 'named you as a referee'],
    },
    {
      name: 'webhook-disabled',
      content: endpointDisabledEmail(
        { userId, url: 'https://hooks.example/talanta', email: ada.email, firstName: 'Ada' },
        'Every delivery failed for 24 hours',
        SAMPLE_ORIGIN,
      ),
      facts: ['https://hooks.example/talanta', '/webhooks'],
    },
    {
      name: 'meet-your-matches',
      content: meetYourMatchesEmail(
        ada,
        { id: 7, title: 'Senior React Developer' },
        [
          {
            developerId: 12,
            name: 'Grace Hopper',
            title: 'Full Stack Engineer',
            score: 92,
            reasons: ['Has all 3 required skills', '$45/hr within $40-60'],
          },
        ],
        SAMPLE_ORIGIN,
      ),
      facts: [
        'Grace Hopper, Full Stack Engineer: 92% match',
        '$45/hr within $40-60',
        '/developer/12',
        '/jobs/7',
      ],
    },
  ];
}
