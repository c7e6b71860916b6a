import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { ACCOUNT_SECURITY_MESSAGES } from '@talanta/schema';
import { describe, expect, it } from 'vitest';
import { VETTING_RECEIVED_SUBJECT } from '../src/routers/vetting/review-emails';
import {
  APPLICATION_BIO,
  decide,
  decisionEmailsFor,
  notificationsOf,
  outboxFor,
  submitApplication,
} from './helpers/admin';
import { useTestApp } from './helpers/app';
import { invitationFlow, invitedRegistration, linkIn } from './helpers/invitation';
import { signedInActor, useActors } from './helpers/jobs';
import { trpcError } from './helpers/trpc';
import { uniqueEmail } from './helpers/users';

/**
 * What approving a vetting submission leads to (issue: "What approval leads to"): an emailed
 * invitation, and a developer account that starts approved with its profile filled in from the
 * application when the person registers with the invitation's token (issue "Hardening": the email
 * alone claims nothing).
 */

const t = useTestApp({ env: { SESSION_SECRET: 'invitations-test-secret-0123456789abcdef' } });

const { admin } = useActors(t, { admin: 'admin' });

const { profileOf, invitationsOf, approvedApplicant } = invitationFlow(t, admin);

describe('approving an application of someone without an account', () => {
  it('emails an invitation whose registration link carries the email, the name and a token stored only as a hash', async () => {
    const { id, email } = await submitApplication(t, { firstName: 'Wanjiru', lastName: 'Kamau' });
    await decide(admin.http, id, 'approve');

    const [sent] = await decisionEmailsFor(t, email);
    expect(sent?.subject).toBe("You're approved to join Talanta as Tech Talent");
    expect(sent?.bodyText).toContain('Hello Wanjiru,');
    expect(sent?.bodyText).toContain('within 14 days');
    const { url, token } = linkIn(sent?.bodyText ?? '');
    expect(url.pathname).toBe('/register');
    expect(url.searchParams.get('role')).toBe('developer');
    expect(url.searchParams.get('email')).toBe(email);
    expect(url.searchParams.get('firstName')).toBe('Wanjiru');
    expect(url.searchParams.get('lastName')).toBe('Kamau');
    expect(token).toMatch(/^[a-z2-7]{52}$/);

    // The receipt's account link came first; this is the approval's.
    const invitation = (await invitationsOf(id)).find((row) => row.invitedBy !== null);
    expect(invitation).toMatchObject({
      email,
      usedAt: null,
      usedBy: null,
      revokedAt: null,
      invitedBy: admin.user.id,
    });
    expect(invitation?.tokenHash).toBe(encodeHexLowerCase(sha256(new TextEncoder().encode(token))));
    const days = ((invitation?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
  });

  it('registering with the invitation token gives an approved developer with the profile filled in and a verified email', async () => {
    const { id, email, token } = await approvedApplicant({
      areaOfExpertise: 'Frontend',
      experienceLevel: '5-8',
      skills: ['React', 'Spring Boot', 'REST APIs', 'Google Cloud', 'Flutter', 'Git'],
      portfolioUrl: 'https://portfolio.example',
    });

    const http = t.http();
    const response = await http.post(
      '/api/auth/register',
      invitedRegistration(email.toUpperCase(), { invitationToken: token }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const userId = response.body.id as number;
    expect(response.body).toMatchObject({ role: 'developer', emailVerified: true });
    // The invitation link proved the address, so no verification email follows.
    expect((await decisionEmailsFor(t, email)).map((sent) => sent.subject)).toEqual([
      "You're approved to join Talanta as Tech Talent",
    ]);

    expect(await profileOf(userId)).toEqual({
      title: 'Frontend Developer',
      bio: APPLICATION_BIO,
      skills: ['React', 'Spring', 'REST API', 'GCP', 'Flutter', 'Git'],
      yearsOfExperience: 5,
      githubUrl: 'https://github.com/wanjiru',
      linkedinUrl: 'https://www.linkedin.com/in/wanjiru',
      portfolioUrl: 'https://portfolio.example',
      // The vetted application's area, not the one the registration body named.
      areaOfSpecialization: 'Frontend Development',
      isApproved: true,
      isVerified: false,
    });
    const invitation = (await invitationsOf(id)).find((row) => row.usedBy !== null);
    expect(invitation?.usedBy).toBe(userId);
    expect(invitation?.usedAt).toBeInstanceOf(Date);
    expect(await notificationsOf(t, userId)).toEqual([
      expect.objectContaining({
        type: 'success',
        title: 'Welcome to Talanta Tech Talent',
        link: '/developer/profile',
      }),
    ]);
    // The newly approved developer may apply to jobs straight away.
    const client = await signedInActor(t, 'client');
    const job = await client.http.post('/api/jobs', {
      title: 'Build a payments dashboard',
      description: 'A React dashboard over our M-Pesa payments for 40 shops.',
      requiredSkills: ['React'],
      projectLength: 'short-term',
      projectType: 'contract',
      location: 'Remote',
      minBudget: 30,
      maxBudget: 60,
      category: 'Web Development',
      experienceLevel: 'Intermediate',
    });
    const applied = await http.post(`/api/jobs/${job.body.id}/apply`, {
      coverLetter: 'I built the very dashboard you describe for a chain of 40 shops in Nairobi last year.',
      proposedRate: 45,
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  });

  it("keeps the GitHub URL the registration gave, and maps '0-1' and '8+' to 0 and 8 years", async () => {
    const junior = await approvedApplicant({ experienceLevel: '0-1', areaOfExpertise: 'Mobile Developer' });
    const senior = await approvedApplicant({ experienceLevel: '8+', areaOfExpertise: 'DevOps' });
    const a = await t.http().post(
      '/api/auth/register',
      invitedRegistration(junior.email, {
        githubUrl: 'https://github.com/mine',
        invitationToken: junior.token,
      }),
    );
    const b = await t
      .http()
      .post('/api/auth/register', invitedRegistration(senior.email, { invitationToken: senior.token }));
    expect(await profileOf(a.body.id)).toMatchObject({
      yearsOfExperience: 0,
      title: 'Mobile Developer',
      githubUrl: 'https://github.com/mine',
    });
    expect(await profileOf(b.body.id)).toMatchObject({ yearsOfExperience: 8, title: 'DevOps Engineer' });
  });

  it("registering with an approved applicant's email but no token gives an ordinary, unverified profile", async () => {
    const { id, email } = await approvedApplicant();
    const response = await t.http().post('/api/auth/register', invitedRegistration(email));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.emailVerified).toBe(false);
    expect(await profileOf(response.body.id)).toMatchObject({
      isApproved: false,
      bio: null,
      title: null,
      githubUrl: null,
      linkedinUrl: null,
    });
    expect((await invitationsOf(id))[0]).toMatchObject({ usedAt: null, usedBy: null });
    expect(await notificationsOf(t, response.body.id)).toEqual([]);
  });

  it('refuses (400) a token for another email, a client registration, or an unknown, used, revoked or expired token', async () => {
    const refusals: [string, Record<string, unknown>, string][] = [];
    const invited = await approvedApplicant();
    refusals.push([
      uniqueEmail('not-invited'),
      { invitationToken: invited.token },
      ACCOUNT_SECURITY_MESSAGES.invitationEmailDiffers,
    ]);
    refusals.push([
      invited.email,
      { invitationToken: invited.token, role: 'client' },
      ACCOUNT_SECURITY_MESSAGES.invitationForDevelopers,
    ]);
    refusals.push([
      invited.email,
      { invitationToken: 'a'.repeat(52) },
      ACCOUNT_SECURITY_MESSAGES.invalidInvitation,
    ]);

    const withdrawn = await approvedApplicant();
    await decide(admin.http, withdrawn.id, 'reject');
    refusals.push([
      withdrawn.email,
      { invitationToken: withdrawn.token },
      ACCOUNT_SECURITY_MESSAGES.invalidInvitation,
    ]);

    const expired = await approvedApplicant();
    await t.db
      .updateTable('invitations')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('vettingSubmissionId', '=', expired.id)
      .execute();
    refusals.push([
      expired.email,
      { invitationToken: expired.token },
      ACCOUNT_SECURITY_MESSAGES.invalidInvitation,
    ]);

    for (const [email, overrides, message] of refusals) {
      const response = await t.http().post('/api/auth/register', invitedRegistration(email, overrides));
      expect(response.status, `${email} ${JSON.stringify(overrides)}`).toBe(400);
      expect(response.body.message).toBe(message);
      const created = await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      expect(created, 'no account is created').toBeUndefined();
    }
    expect((await invitationsOf(invited.id))[0]?.usedAt).toBeNull();

    // A used token cannot be used twice, over tRPC either.
    const first = await t
      .http()
      .post('/api/auth/register', invitedRegistration(invited.email, { invitationToken: invited.token }));
    expect(first.status).toBe(201);
    const trpc = await t.trpc();
    const again = await trpcError(
      trpc.client.auth.register.mutate(
        invitedRegistration(uniqueEmail('again'), { invitationToken: invited.token }) as never,
      ),
    );
    expect(again.data?.httpStatus).toBe(400);
    expect(again.message).toBe(ACCOUNT_SECURITY_MESSAGES.invalidInvitation);
  });
});

describe('the account on receipt (issue 38: one developer path)', () => {
  it("emails a visitor's receipt with an account link that asks only for a password; the account follows the stages and approval approves it", async () => {
    const { id, email } = await submitApplication(t, {
      firstName: 'Nyokabi',
      lastName: 'Wairimu',
      areaOfExpertise: 'Full-Stack',
      phoneNumber: '+254722000333',
    });
    const [receipt] = await outboxFor(t, email);
    expect(receipt?.subject).toBe(VETTING_RECEIVED_SUBJECT);
    expect(receipt?.bodyText).toContain('Create my account');
    const { token } = linkIn(receipt?.bodyText ?? '');

    // The link tells the form what the application said; nothing is asked twice.
    const preview = await t.http().get(`/api/invitations/${token}`);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({
      email,
      firstName: 'Nyokabi',
      lastName: 'Wairimu',
      phoneNumber: '+254722000333',
      areaOfSpecialization: 'Full Stack Development',
      approved: false,
    });

    const http = t.http();
    const registered = await http.post('/api/auth/register', {
      ...preview.body,
      role: 'developer',
      areaOfSpecialization: null,
      githubUrl: '',
      password: 'secret123',
      confirmPassword: 'secret123',
      invitationToken: token,
      acceptTerms: true,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const userId = registered.body.id as number;
    expect(registered.body).toMatchObject({ role: 'developer', emailVerified: true });
    // Filled in from the application, not yet approved: the review is still ahead.
    expect(await profileOf(userId)).toMatchObject({
      title: 'Full-Stack Developer',
      areaOfSpecialization: 'Full Stack Development',
      isApproved: false,
    });
    expect((await http.get('/api/vetting/status')).body).toMatchObject({ submissionId: id, decision: null });
    expect((await t.http().get(`/api/invitations/${token}`)).status, 'used once').toBe(404);

    await decide(admin.http, id, 'approve');
    expect((await profileOf(userId)).isApproved).toBe(true);
    // The account exists, so approval invites nobody.
    expect((await invitationsOf(id)).filter((row) => row.usedBy === null)).toEqual([]);
  });

  it('sends no account link to someone who already has an account, and a rejection closes the link', async () => {
    const withAccount = await signedInActor(t, 'developer');
    await submitApplication(t, { email: withAccount.user.email });
    const [receipt] = await outboxFor(t, withAccount.user.email);
    expect(receipt?.bodyText).not.toContain('/register?');
    expect(receipt?.bodyText).toContain('Sign in to Talanta');

    const rejected = await submitApplication(t);
    const { token } = linkIn((await outboxFor(t, rejected.email))[0]?.bodyText ?? '');
    await decide(admin.http, rejected.id, 'reject');
    expect((await t.http().get(`/api/invitations/${token}`)).body).toMatchObject({
      message: ACCOUNT_SECURITY_MESSAGES.invalidInvitation,
    });
  });
});
