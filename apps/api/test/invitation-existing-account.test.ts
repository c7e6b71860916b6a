import { describe, expect, it } from 'vitest';
import {
  APPLICATION_BIO,
  decide,
  decisionEmailsFor,
  decisionOf,
  notificationsOf,
  outboxFor,
  submitApplication,
} from './helpers/admin';
import { useTestApp } from './helpers/app';
import { invitationFlow } from './helpers/invitation';
import { useActors } from './helpers/jobs';
import { createUser } from './helpers/users';

/**
 * Approving the application of someone who already has an account: attached at once only to a
 * verified address.
 */

const t = useTestApp({ env: { SESSION_SECRET: 'invitations-test-secret-0123456789abcdef' } });

const { admin } = useActors(t, { admin: 'admin' });

const { profileOf, invitationsOf } = invitationFlow(t, admin);

describe('approving an application of someone who already has an account', () => {
  it('approves an existing developer with a verified email at once, filling only empty fields, and tells them', async () => {
    const existing = await createUser(t.db, 'developer');
    await t.db.updateTable('users').set({ emailVerified: true }).where('id', '=', existing.user.id).execute();
    await t.db
      .updateTable('developerProfiles')
      .set({ title: 'Senior Go Engineer', skills: ['Go'] })
      .where('userId', '=', existing.user.id)
      .execute();
    const { id } = await submitApplication(t, { email: existing.email });
    // What the reviewer's notice says happened (issue 38: not "invited" when there is an account).
    expect((await decisionOf(admin.http, id, 'approve')).applicant).toBe('profile_approved');

    expect(await profileOf(existing.user.id)).toMatchObject({
      title: 'Senior Go Engineer',
      skills: ['Go'],
      bio: APPLICATION_BIO,
      yearsOfExperience: 3,
      linkedinUrl: 'https://www.linkedin.com/in/wanjiru',
      isApproved: true,
    });
    expect(await notificationsOf(t, existing.user.id)).toEqual([
      expect.objectContaining({ type: 'success', title: 'Your Tech Talent application was approved' }),
    ]);
    const [sent] = await decisionEmailsFor(t, existing.email);
    expect(sent?.subject).toBe('Your Talanta Tech Talent application was approved');
    expect(sent?.bodyText).toContain('/login');
    expect((await invitationsOf(id))[0]?.usedBy).toBe(existing.user.id);

    // Rejecting after the approval withdraws it, and says so.
    await decide(admin.http, id, 'reject');
    expect(await profileOf(existing.user.id)).toMatchObject({ isApproved: false });
    expect((await notificationsOf(t, existing.user.id)).at(-1)).toMatchObject({
      type: 'warning',
      title: 'Your Tech Talent approval was withdrawn',
    });
    expect((await outboxFor(t, existing.email)).at(-1)?.bodyText).toContain(
      'the earlier approval no longer applies',
    );
  });

  it("an unverified account under the applicant's email gets the profile only by opening the emailed link", async () => {
    // Someone registered the applicant's address first (nothing proves they own it).
    const squatter = await createUser(t.db, 'developer');
    const { id } = await submitApplication(t, { email: squatter.email });
    expect((await decisionOf(admin.http, id, 'approve')).applicant).toBe('awaiting_email_proof');
    expect(await profileOf(squatter.user.id)).toMatchObject({ isApproved: false, bio: null });
    expect(await notificationsOf(t, squatter.user.id)).toEqual([]);
    const [invitation] = await invitationsOf(id);
    expect(invitation).toMatchObject({ usedAt: null, usedBy: null });

    // The approval email carries a verification link; only the owner of the address can open it.
    const [sent] = await decisionEmailsFor(t, squatter.email);
    expect(sent?.subject).toBe('Your Talanta Tech Talent application was approved');
    const token = /verify-email\?token=(\w+)/.exec(sent?.bodyText ?? '')?.[1];
    expect(token, 'a verification link in the approval email').toBeTruthy();
    const verified = await t.http().post('/api/auth/verify-email', { token });
    expect(verified.status).toBe(200);
    expect(await profileOf(squatter.user.id)).toMatchObject({ isApproved: true, bio: APPLICATION_BIO });
    expect((await invitationsOf(id))[0]?.usedBy).toBe(squatter.user.id);
  });

  it('tells a client account holder, without changing their role', async () => {
    const existing = await createUser(t.db, 'client');
    const { id } = await submitApplication(t, { email: existing.email });
    expect((await decisionOf(admin.http, id, 'approve')).applicant).toBe('other_role_account');
    const role = await t.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', existing.user.id)
      .executeTakeFirst();
    expect(role?.role).toBe('client');
    expect(await notificationsOf(t, existing.user.id)).toEqual([
      expect.objectContaining({ type: 'success', message: expect.stringContaining('client account') }),
    ]);
    expect((await decisionEmailsFor(t, existing.email))[0]?.bodyText).toContain(
      'switch it to a Tech Talent account',
    );
  });
});
