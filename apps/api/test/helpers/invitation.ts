import { expect } from 'vitest';
import { decide, decisionEmailsFor, submitApplication } from './admin';
import type { TestApp } from './app';
import type { Actor } from './jobs';
import { registration } from './registration';

/** The invitation tests' tools: the emailed link, the registration it opens, and the rows behind them. */

/** The registration link in the invitation email, and its token. */
export function linkIn(bodyText: string): { url: URL; token: string } {
  const match = /(http:\/\/\S+\/register\?\S+)/.exec(bodyText);
  expect(match, 'a registration link in the email').not.toBeNull();
  const url = new URL(match?.[1] ?? '');
  return { url, token: url.searchParams.get('invite') ?? '' };
}

/** A developer registration as the invited person sends it (the form leaves GitHub empty). */
export function invitedRegistration(email: string, overrides: Record<string, unknown> = {}) {
  return registration({
    email,
    firstName: 'Wanjiru',
    lastName: 'Kamau',
    password: 'secret123',
    confirmPassword: 'secret123',
    githubUrl: '',
    ...overrides,
  });
}

/** Approvals by the admin, and the profile and invitation rows they lead to. */
export function invitationFlow(t: TestApp, admin: Actor) {
  return {
    profileOf(userId: number) {
      return t.db
        .selectFrom('developerProfiles')
        .select([
          'title',
          'bio',
          'skills',
          'yearsOfExperience',
          'githubUrl',
          'linkedinUrl',
          'portfolioUrl',
          'areaOfSpecialization',
          'isApproved',
          'isVerified',
        ])
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
    },
    invitationsOf(applicationId: number) {
      return t.db
        .selectFrom('invitations')
        .select(['tokenHash', 'email', 'expiresAt', 'usedAt', 'usedBy', 'revokedAt', 'invitedBy'])
        .where('vettingSubmissionId', '=', applicationId)
        .orderBy('id')
        .execute();
    },
    /** Submits and approves an application; returns its id, email and the emailed invitation token. */
    async approvedApplicant(overrides: Record<string, unknown> = {}) {
      const submitted = await submitApplication(t, overrides);
      await decide(admin.http, submitted.id, 'approve');
      const [sent] = await decisionEmailsFor(t, submitted.email);
      return { ...submitted, token: linkIn(sent?.bodyText ?? '').token };
    },
  };
}
